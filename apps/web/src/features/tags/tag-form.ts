import { TAG_NAME_MIN, zTagRequest, type Tag, MSG } from '@conecta/contract';

import type { ToastInput } from '@/components/ui/use-toast';

import { DEFAULT_COLOR } from './tag-palette';

export type TagDraft = { name: string; color: string };
export type ValidTag = { name: string; color: string };

export const EMPTY_TAG_DRAFT: TagDraft = { name: '', color: DEFAULT_COLOR };

/** The button stays disabled while the name is blank or shorter than 2 characters. */
export function canSubmitTag(name: string): boolean {
  return name.trim().length >= TAG_NAME_MIN;
}

const TITLES: Record<string, string> = {
  [MSG.tagRules.nameRequired]: MSG.tagRules.nameRequiredTitle,
  [MSG.tagRules.nameShort]: MSG.tagRules.nameShortTitle,
  [MSG.tagRules.nameLong]: MSG.tagRules.nameLongTitle,
};

function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export const duplicateTagToast: ToastInput = {
  variant: 'destructive',
  title: MSG.tagRules.duplicateTitle,
  description: MSG.tagRules.duplicate,
};

/**
 * Checks a draft with the contract's schema, plus the case-insensitive duplicate check on create
 * (`editingId` null). Returns the body to send, or the toast that explains the refusal.
 */
export function validateTag(
  draft: TagDraft,
  tags: readonly Tag[],
  editingId: string | null,
): { ok: true; body: ValidTag } | { ok: false; toast: ToastInput } {
  const parsed = zTagRequest.safeParse(draft);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? MSG.tagRules.nameRequired;
    const title = TITLES[message] ?? MSG.tagRules.nameRequiredTitle;
    return { ok: false, toast: { variant: 'destructive', title, description: message } };
  }
  const body = parsed.data;
  if (editingId === null && tags.some((t) => sameName(t.name, body.name))) {
    return { ok: false, toast: duplicateTagToast };
  }
  return { ok: true, body };
}
