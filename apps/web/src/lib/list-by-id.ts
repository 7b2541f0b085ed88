type WithId = { readonly id: string };

/**
 * The list with `item` in place of the entry that has its id, or appended when none has it, so
 * a cached list shows a create or an edit at once without moving the other rows.
 */
export function putById<T extends WithId>(list: readonly T[], item: T): T[] {
  return list.some((entry) => entry.id === item.id)
    ? list.map((entry) => (entry.id === item.id ? item : entry))
    : [...list, item];
}

/** The list without the entry that has `id` (the same entries when none has it). */
export function removeById<T extends WithId>(list: readonly T[], id: string): T[] {
  return list.filter((entry) => entry.id !== id);
}
