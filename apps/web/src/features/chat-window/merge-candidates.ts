import type { Chat } from '@conecta/contract';

/** Folds accents and case: 'Conceição' is found by 'conceicao'. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The chats 'Mesclar conversas' offers for a search: other patients' chats of the clinic whose
 * name contains the words typed, or whose phone contains the digits typed; at most `limit`.
 */
export function mergeCandidates(
  chats: readonly Chat[],
  currentChatId: string,
  search: string,
  limit = 8,
): Chat[] {
  const words = fold(search).trim();
  const digits = search.replace(/\D/g, '');
  if (!words) return [];
  return chats
    .filter((c) => c.chatId !== currentChatId && !c.isGroup && !c.chatId.endsWith('@newsletter'))
    .filter(
      (c) =>
        fold(c.name ?? '').includes(words) ||
        fold(c.username ?? '').includes(words.replace(/^@/, '')) ||
        (digits.length >= 3 && c.phone.includes(digits)),
    )
    .slice(0, limit);
}
