import type { PreConfiguredText } from '@conecta/contract';

/** Lower case, without accents and with single spaces: 'Endereço' and 'endereco' compare equal. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The ready-made texts whose title or text hold every word typed, ignoring case and accents, in
 * their order; all of them for an empty search.
 */
export function filterReadyTexts<T extends Pick<PreConfiguredText, 'title' | 'content'>>(
  texts: readonly T[],
  query: string,
): T[] {
  const words = fold(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...texts];
  return texts.filter((t) => {
    const haystack = fold(`${t.title} ${t.content}`);
    return words.every((w) => haystack.includes(w));
  });
}
