/** `insert` put in place of the selection [start, end) of `value`; answers the caret after it. */
export function insertAtCaret(
  value: string,
  start: number | null,
  end: number | null,
  insert: string,
): { value: string; caret: number } {
  const from = Math.min(Math.max(start ?? value.length, 0), value.length);
  const to = Math.min(Math.max(end ?? from, from), value.length);
  return { value: value.slice(0, from) + insert + value.slice(to), caret: from + insert.length };
}
