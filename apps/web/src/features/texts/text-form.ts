import { zTextRequest, type TextRequest, MSG } from '@conecta/contract';

export type TextDraft = { title: string; content: string };
export type TextField = keyof TextDraft;

export const EMPTY_TEXT_DRAFT: TextDraft = { title: '', content: '' };

export type TextCheck =
  { ok: true; body: TextRequest } | { ok: false; message: string; fields: TextField[] };

/**
 * Checks a draft with the contract's schema. A blank title or content gives the one alert
 * 'Título e conteúdo são obrigatórios'; `fields` are the fields to mark invalid.
 */
export function validateText(draft: TextDraft): TextCheck {
  const parsed = zTextRequest.safeParse(draft);
  if (parsed.success) return { ok: true, body: parsed.data };
  const fields = parsed.error.issues
    .map((issue) => issue.path[0])
    .filter((f): f is TextField => f === 'title' || f === 'content');
  const blank = (['title', 'content'] as const).filter((f) => !draft[f].trim());
  if (blank.length > 0) return { ok: false, message: MSG.textRules.required, fields: blank };
  return { ok: false, message: parsed.error.issues[0]?.message ?? MSG.textRules.required, fields };
}
