/**
 * One of a step's wordings for one chat: a fixed pick by the key's hash (FNV-1a), so that the
 * chats of a step spread over its wordings and every try of one chat's step sends the same text
 * (its echo is found by that text).
 */
export function pickVariant(texts: string[], key: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return texts[hash % texts.length] ?? texts[0] ?? '';
}
