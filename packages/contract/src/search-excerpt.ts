/**
 * The board's search inside the messages: where the typed text is in a message, folded as the
 * server's search folds it (case and accents: 'joao' finds 'João'), and the words around it that
 * the card shows in place of the last message.
 */

/**
 * `text` lower-cased and without accents, one UTF-16 unit for one: a position in the folded text
 * is the same in `text` (a letter whose folded form is longer, rare, is only lower-cased or kept).
 */
export function foldSearchText(text: string): string {
  let out = '';
  for (const unit of text) {
    const folded = unit.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    if (folded.length === unit.length) out += folded;
    else {
      const lower = unit.toLowerCase();
      out += lower.length === unit.length ? lower : unit;
    }
  }
  return out;
}

/** Where `query` is in `text` (folded both), or null. */
export function findSearchMatch(
  text: string,
  query: string,
): { start: number; end: number } | null {
  const q = foldSearchText(query.trim());
  if (!q) return null;
  const start = foldSearchText(text).indexOf(q);
  return start < 0 ? null : { start, end: start + q.length };
}

/** Characters kept before the match, and after it, in an excerpt. */
const BEFORE = 30;
const AFTER = 90;

/**
 * The words around the first match of `query` in `text`, on one line, with '…' where it was cut
 * ('…o resultado do meu exame chegou, posso…'); the start of the text when it does not match.
 */
export function searchExcerpt(text: string, query: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const match = findSearchMatch(line, query);
  if (!match) return line.length > BEFORE + AFTER ? `${line.slice(0, BEFORE + AFTER)}…` : line;
  let from = Math.max(0, match.start - BEFORE);
  let to = Math.min(line.length, match.end + AFTER);
  // Cut at a word's edge when one is near, not inside a word.
  if (from > 0) {
    const space = line.indexOf(' ', from);
    if (space >= 0 && space < match.start) from = space + 1;
  }
  if (to < line.length) {
    const space = line.lastIndexOf(' ', to);
    if (space > match.end) to = space;
  }
  return `${from > 0 ? '…' : ''}${line.slice(from, to)}${to < line.length ? '…' : ''}`;
}
