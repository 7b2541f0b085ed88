import type { Tag } from '@conecta/contract';
import { useCallback, useState } from 'react';

import { EMPTY_TAG_DRAFT, type TagDraft } from '../tag-form';
import { paletteValue } from '../tag-palette';

/** The tag form: a new tag by default; `startEdit` fills it ('Editando'), `reset` empties it. */
export function useTagForm() {
  const [draft, setDraft] = useState<TagDraft>(EMPTY_TAG_DRAFT);
  const [editing, setEditing] = useState<Tag | null>(null);

  const setName = useCallback((name: string) => setDraft((d) => ({ ...d, name })), []);
  const setColor = useCallback((color: string) => setDraft((d) => ({ ...d, color })), []);
  const startEdit = useCallback((tag: Tag) => {
    setEditing(tag);
    setDraft({ name: tag.name, color: paletteValue(tag.color) });
  }, []);
  const reset = useCallback(() => {
    setEditing(null);
    setDraft(EMPTY_TAG_DRAFT);
  }, []);

  return { draft, editing, setName, setColor, startEdit, reset };
}
