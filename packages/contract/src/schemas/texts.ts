import { z } from 'zod';

import { TEXT_CONTENT_MAX, TEXT_TITLE_MAX } from '../constants.ts';
import { TEXT_MSG } from '../messages/text-rules.ts';

export const zTextRequest = z.strictObject({
  title: z
    .string({ error: TEXT_MSG.required })
    .trim()
    .min(1, TEXT_MSG.required)
    .max(TEXT_TITLE_MAX, TEXT_MSG.titleLong),
  content: z
    .string({ error: TEXT_MSG.required })
    .trim()
    .min(1, TEXT_MSG.required)
    .max(TEXT_CONTENT_MAX, TEXT_MSG.contentLong),
});
export type TextRequest = z.input<typeof zTextRequest>;

export const zText = z.object({ id: z.string(), title: z.string(), content: z.string() });
export type PreConfiguredText = z.infer<typeof zText>;

export const zTextsResponse = z.object({ success: z.literal(true), texts: z.array(zText) });
export const zTextResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  text: zText,
});
