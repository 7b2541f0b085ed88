/**
 * A professional's or a procedure's name as the clinic means it, whatever the typing: case,
 * accents, punctuation and spacing aside, so 'Dra Ana Souza', 'dra. ana souza' and 'Dra. Ána
 * Souza' are one person (issue 53: a missing dot kept a waiting patient from a freed slot).
 */
export function plainName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[\p{P}\p{S}]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** Whether two names are the same once plain ('' is never a name). */
export const sameName = (a: string, b: string): boolean => {
  const p = plainName(a);
  return p !== '' && p === plainName(b);
};

/**
 * The spelling the clinic already uses for what was typed ('dra ana souza' becomes 'Dra. Ana
 * Souza' when that is on the list), or the typed text itself, trimmed, when it is new.
 */
export function knownName(typed: string, known: readonly string[]): string {
  const trimmed = typed.trim().replace(/\s+/gu, ' ');
  return known.find((k) => sameName(k, trimmed)) ?? trimmed;
}
