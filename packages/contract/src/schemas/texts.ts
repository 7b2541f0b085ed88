import { z } from 'zod';

export const TEXT_TITLE_MAX = 100;
export const TEXT_CONTENT_MAX = 4000;

export const TEXT_MSG = {
  required: 'Título e conteúdo são obrigatórios',
  titleLong: `O título deve ter no máximo ${TEXT_TITLE_MAX} caracteres.`,
  contentLong: `O conteúdo deve ter no máximo ${TEXT_CONTENT_MAX} caracteres.`,
  notFound: 'Texto não encontrado.',
  created: 'Texto criado!',
  updated: 'Texto atualizado!',
  removed: 'Texto removido!',
  confirmDelete: 'Deseja realmente deletar este texto?',
} as const;

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
