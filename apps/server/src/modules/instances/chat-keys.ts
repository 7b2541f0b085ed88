/**
 * A chat's key on a clinic's number (issue 48, docs/decisions.md "Mais de um número"): the
 * provider's chat id on the clinic's main number (as before a clinic had several), that id and
 * the number's suffix (':n2', ':n3'...) on the others. Every row keyed by a chat's key (messages,
 * tags, tasks, appointments, names) is then the chat's alone, and the same patient writing to two
 * numbers is two chats. What goes to a provider is never a key: sends use `chats.phone`.
 */
const SUFFIX = /:n\d{1,4}$/;

/** The key of a provider's chat id (or BSUID, '@username') on a number with this suffix. */
export const chatKeyOn = (suffix: string | null, providerId: string): string =>
  suffix ? `${providerId}${suffix}` : providerId;

/** The provider's id inside a chat's key. */
export const providerIdOf = (key: string): string => key.replace(SUFFIX, '');

/** `SUFFIX` for the database's `regexp_replace(key, pattern, '')`: `providerIdOf` in SQL. */
export const CHAT_KEY_SUFFIX_PATTERN = SUFFIX.source;

/** The suffix of the first free 'n<k>' of a clinic whose numbers use these suffixes. */
export function nextChatKeySuffix(taken: ReadonlyArray<string | null>): string | null {
  if (!taken.includes(null)) return null;
  for (let k = 2; ; k++) if (!taken.includes(`:n${k}`)) return `:n${k}`;
}
