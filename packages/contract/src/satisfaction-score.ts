/**
 * A patient's 0-10 answer to the satisfaction question, read from the number alone ('10'), a
 * number inside a sentence ('nota 9', 'dou 7 pra vocês') or a word ('zero', 'dez'). Two
 * different numbers, or none, read as nothing: a wrong score is worse than none.
 */
const WORDS: Record<string, number> = {
  zero: 0,
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
};

export function readSatisfactionScore(text: string | null | undefined): number | null {
  if (typeof text !== 'string') return null;
  const words = text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/(\d+)[,.]\d+/gu, '$1')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const found = new Set<number>();
  for (const w of words) {
    if (/^\d+$/u.test(w)) {
      const n = Number(w);
      if (n > 10) return null;
      found.add(n);
    } else if (w in WORDS) found.add(WORDS[w]!);
  }
  return found.size === 1 ? [...found][0]! : null;
}
