/** A member who can be mentioned: their id and the name the team sees. */
export type Mentionable = { userId: string; name: string };

/** The '@' being typed: where it starts in the text and what follows it up to the caret. */
export type MentionQuery = { start: number; query: string };

/** The longest name part typed after '@' that is still read as a mention being written. */
const QUERY_MAX = 40;

const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ');

/**
 * The mention being typed at the caret, if any: an '@' at the start or after a space, then up to
 * QUERY_MAX characters with no line break and no other '@' ('@Bru', '@Bruno L').
 */
export function mentionAt(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at < 0) return null;
  if (at > 0 && !/\s/.test(before[at - 1]!)) return null;
  const query = before.slice(at + 1);
  if (query.length > QUERY_MAX || /[\n@]/.test(query)) return null;
  return { start: at, query };
}

/** The members whose name has a word starting with what was typed, in the team's order. */
export function matchMembers(members: readonly Mentionable[], query: string): Mentionable[] {
  const q = fold(query).trim();
  if (!q) return [...members];
  return members.filter((m) => {
    const name = fold(m.name);
    return name.startsWith(q) || name.split(' ').some((word) => word.startsWith(q));
  });
}

/** The text with the typed '@query' replaced by '@Name ' and where the caret goes after it. */
export function insertMention(
  text: string,
  caret: number,
  mention: MentionQuery,
  member: Mentionable,
): { text: string; caret: number } {
  const inserted = `@${member.name} `;
  const next = text.slice(0, mention.start) + inserted + text.slice(caret);
  return { text: next, caret: mention.start + inserted.length };
}

/** The picked members still named in the text ('@Bruno Lima'): a mention erased is dropped. */
export function mentionsIn(text: string, picked: readonly Mentionable[]): string[] {
  return [...new Set(picked.filter((m) => text.includes(`@${m.name}`)).map((m) => m.userId))];
}
