import { formatPhone, isPhoneLike, MSG, type Chat } from '@conecta/contract';

export const PREVIEW_MAX = 40;
export const UNREAD_MAX = 99;

export { formatPhone };

/**
 * The contact's name, or null when there is none: the provider often fills the name with the
 * number itself ('5515974491267'), which is no name (it would read raw and give '55' initials).
 */
export function contactName(chat: Pick<Chat, 'name'>): string | null {
  const name = chat.name?.trim();
  return name && !isPhoneLike(name) ? name : null;
}

/**
 * How the patient is reached, as shown under the name: '@username' for a Cloud API user who has
 * one (a username user whose number Meta withholds has a chat keyed by an id that is no phone,
 * never shown), else the phone formatted.
 */
export function chatAddress(chat: Pick<Chat, 'phone' | 'username'>): string {
  return chat.username ? `@${chat.username}` : formatPhone(chat.phone);
}

/** The card's title: the contact name, or the '@username' or phone when there is none. */
export function chatTitle(chat: Pick<Chat, 'name' | 'phone' | 'username'>): string {
  return contactName(chat) ?? (chatAddress(chat) || formatPhone(chat.name ?? ''));
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

const WEEKDAY = new Intl.DateTimeFormat('pt-BR', { weekday: 'long' });
const DAY_MONTH = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit' });
const FULL_DATE = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const FULL = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'full', timeStyle: 'short' });

/** Days between the calendar days of `a` and `b` in the browser's zone (b later). */
function daysBetween(a: Date, b: Date): number {
  const day = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.round((day(b) - day(a)) / 86_400_000);
}

/**
 * A card's time of the last message, as a messaging app says it: today's as HH:mm, 'Ontem', the
 * weekday within the last week, then dd/MM (dd/MM/aaaa in another year). `now` is the caller's
 * clock. Null when absent or unreadable.
 */
export function formatCardTime(iso: string | null, now: Date): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const days = daysBetween(date, now);
  if (days <= 0) return TIME.format(date);
  if (days === 1) return MSG.chats.yesterday;
  if (days < 7) return WEEKDAY.format(date);
  return date.getFullYear() === now.getFullYear() ? DAY_MONTH.format(date) : FULL_DATE.format(date);
}

const DAY_LONG = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
const DAY_LONG_YEAR = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** The browser's calendar day of an ISO time ('2026-11-20'), to group messages by day. */
export function localDayKey(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
}

/**
 * A chat window's day divider: 'Hoje', 'Ontem', else 'sexta-feira, 20 de novembro' (with the
 * year when it is not this one). `now` is the caller's clock.
 */
export function formatDayLabel(iso: string, now: Date): string {
  const date = new Date(iso);
  const days = daysBetween(date, now);
  if (days <= 0) return MSG.chats.today;
  if (days === 1) return MSG.chats.yesterday;
  return (date.getFullYear() === now.getFullYear() ? DAY_LONG : DAY_LONG_YEAR).format(date);
}

/** The whole date and time, for a hover ('sexta-feira, 20 de novembro de 2026 às 20:09'). */
export function formatFullDateTime(iso: string | null): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : FULL.format(date);
}

/** The last message cut at 40 characters with '...', or 'Sem mensagens'. */
export function messagePreview(text: string | null): string {
  const trimmed = text?.trim() ?? '';
  if (!trimmed) return MSG.chats.noMessages;
  const chars = Array.from(trimmed);
  return chars.length > PREVIEW_MAX ? `${chars.slice(0, PREVIEW_MAX).join('')}...` : trimmed;
}
