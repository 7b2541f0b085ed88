import type { ChatTag, Tag } from '@conecta/contract';

/** The ids to send: the checked tags in the list's order (a tag deleted meanwhile drops out). */
export function selectedTagIds(tags: readonly Tag[], selected: ReadonlySet<string>): string[] {
  return tags.filter((t) => selected.has(t.id)).map((t) => t.id);
}

/** The set a chat starts with in 'Gerenciar Etiquetas - {chat name}'. */
export function initialSelection(chatTags: readonly ChatTag[]): Set<string> {
  return new Set(chatTags.map((t) => t.id));
}

/** One id checked or unchecked, as a new set. */
export function toggled(selected: ReadonlySet<string>, id: string, on: boolean): Set<string> {
  const next = new Set(selected);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}
