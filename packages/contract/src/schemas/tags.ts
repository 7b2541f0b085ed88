import { z } from 'zod';

import { TAG_MSG } from '../messages/tag-rules.ts';
import { TAG_COLORS, TAG_NAME_MAX, TAG_NAME_MIN } from '../constants.ts';
import { zUuid } from './fields.ts';

export const zTagName = z
  .string({ error: TAG_MSG.nameRequired })
  .trim()
  .min(1, TAG_MSG.nameRequired)
  .min(TAG_NAME_MIN, TAG_MSG.nameShort)
  .max(TAG_NAME_MAX, TAG_MSG.nameLong);

const palette = TAG_COLORS as readonly string[];
export const zTagColor = z
  .string({ error: TAG_MSG.colorInvalid })
  .trim()
  .transform((c) => c.toUpperCase())
  .refine((c) => palette.includes(c), TAG_MSG.colorInvalid);

export const zTagRequest = z.strictObject({
  name: zTagName,
  color: zTagColor.optional().default(TAG_COLORS[0]),
});
export type TagRequest = z.input<typeof zTagRequest>;

export const zTag = z.object({ id: z.string(), name: z.string(), color: z.string() });
export type Tag = z.infer<typeof zTag>;

export const zTagsResponse = z.object({ success: z.literal(true), tags: z.array(zTag) });
export const zTagResponse = z.object({ success: z.literal(true), message: z.string(), tag: zTag });

export const zChatTagsRequest = z.strictObject({
  tagIds: z.array(zUuid, { error: TAG_MSG.tagIdsInvalid }).max(50, TAG_MSG.tagIdsInvalid),
});
export const zChatTagsResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  tags: z.array(zTag),
});
