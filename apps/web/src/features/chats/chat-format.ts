import { MSG, type Chat } from '@conecta/contract';

export const PREVIEW_MAX = 40;
export const UNREAD_MAX = 99;

/** Brazilian numbers as stored by the provider: 55, area code, 8 or 9 digits. */
const BR_PHONE = /^55(\d{2})(\d{4,5})(\d{4})$/;

/** '5511987654321' reads '+55 11 98765-4321'; anything else stays as it came. */
export function formatPhone(phone: string): string {
  const match = BR_PHONE.exec(phone);
  if (!match) return phone;
  const [, area, first, last] = match;
  return `+55 ${area} ${first}-${last}`;
}

/** The card's title: the contact name, or the phone when there is none. */
export function chatTitle(chat: Pick<Chat, 'name' | 'phone'>): string {
  return chat.name?.trim() || formatPhone(chat.phone);
}

/**
 * Two upper-case initials: the first letters of the first two words ('Maria da Silva' gives
 * 'MD'), or the first two letters of a single word ('João' gives 'JO'); '?' without a name.
 */
export function chatInitials(name: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const letters =
    words.length === 1
      ? Array.from(words[0]!).slice(0, 2)
      : words.slice(0, 2).map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toUpperCase();
}

/** The unread badge: the count, or '99+' above 99. */
export function unreadBadge(count: number): string {
  return count > UNREAD_MAX ? `${UNREAD_MAX}+` : String(count);
}

const TIME = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });

/** The last message's time as HH:mm (browser time zone); null when absent or unreadable. */
export function formatMessageTime(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : TIME.format(date);
}

/** The last message cut at 40 characters with '...', or 'Sem mensagens'. */
export function messagePreview(text: string | null): string {
  const trimmed = text?.trim() ?? '';
  if (!trimmed) return MSG.chats.noMessages;
  const chars = Array.from(trimmed);
  return chars.length > PREVIEW_MAX ? `${chars.slice(0, PREVIEW_MAX).join('')}...` : trimmed;
}
