import { COLUMNS, readColumn, type BackendColumn, type Chat } from '@conecta/contract';

import { formatPhone } from '@/features/chat-list';

import type { ColumnSettings, SortOrder } from './column-settings';

/** A phone longer than this is a channel id, not a person. */
export const NEWSLETTER_PHONE_MAX = 20;

/** A chat with what sorting and filtering need, worked out once per list load (or search). */
export type BoardItem = {
  readonly chat: Chat;
  /** Last-message time in ms; -Infinity without one, so it sorts as the oldest. */
  readonly time: number;
  /** Name and phone (raw and formatted), accent- and case-folded, for the search. */
  readonly text: string;
  /** The phone's digits, for a search typed with separators ('98765-4321'). */
  readonly digits: string;
  /** The last message as the card shows it, folded like `text` (a word seen there is found). */
  readonly preview: string;
  readonly newsletter: boolean;
};

/**
 * The search text, the chosen tag, the member of 'Minhas conversas' (null when off), 'Não lidas',
 * and the chats whose messages hold the search text (the server's answer; null until it comes).
 */
export type BoardFilter = {
  query: string;
  tagId: string | null;
  assigneeId?: string | null;
  unreadOnly?: boolean;
  messageChatIds?: ReadonlySet<string> | null;
  /** 'Menções': only these chats (with notes mentioning me, unseen); null when off. */
  mentionChatIds?: ReadonlySet<string> | null;
  /** One of the clinic's numbers (issue 48): only its chats; null for all. */
  numberId?: string | null;
};

/** A newsletter: the server says so, or the phone contains 'newsletter' or is over 20 long. */
export function isNewsletter(chat: Pick<Chat, 'phone' | 'isNewsletter'>): boolean {
  return (
    chat.isNewsletter ||
    chat.phone.toLowerCase().includes('newsletter') ||
    chat.phone.length > NEWSLETTER_PHONE_MAX
  );
}

/** Lower case without accents and with single spaces: 'João  Conceição' reads 'joao conceicao'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * A chat's board item. The search's folded texts are worked out on the first search, not at
 * load: Unicode folding of every name and preview took about 190 ms of a 50,000-chat board's
 * first paint (bench/board-paint-10000.ts), for a search most loads never see.
 */
class LazyBoardItem implements BoardItem {
  readonly time: number;
  readonly newsletter: boolean;
  #text: string | undefined;
  #digits: string | undefined;
  #preview: string | undefined;

  constructor(readonly chat: Chat) {
    const parsed = chat.lastMessageTime ? Date.parse(chat.lastMessageTime) : Number.NaN;
    this.time = Number.isNaN(parsed) ? Number.NEGATIVE_INFINITY : parsed;
    this.newsletter = isNewsletter(chat);
  }

  get text(): string {
    const c = this.chat;
    return (this.#text ??= foldText(
      `${c.name ?? ''}\n${c.phone}\n${formatPhone(c.phone)}\n${c.username ? `@${c.username}` : ''}`,
    ));
  }

  get digits(): string {
    return (this.#digits ??= this.chat.phone.replace(/\D/g, ''));
  }

  get preview(): string {
    return (this.#preview ??= foldText(this.chat.lastMessageContent ?? ''));
  }
}

export function toBoardItem(chat: Chat): BoardItem {
  return new LazyBoardItem(chat);
}

export type ColumnGroups = Record<BackendColumn, BoardItem[]>;

/** The chats per column in board order; unknown column values fall into inicial. */
export function groupByColumn(chats: readonly Chat[]): ColumnGroups {
  const groups = Object.fromEntries(COLUMNS.map((c) => [c.backend, [] as BoardItem[]]));
  for (const chat of chats) groups[readColumn(chat.column)]!.push(toBoardItem(chat));
  return groups as ColumnGroups;
}

/**
 * `next`, with each column whose chats are the very same objects as in `prev` (a refetch that
 * changed nothing there) swapped for `prev`'s array, so that column's memoised list stays.
 */
export function reuseUnchanged(prev: ColumnGroups, next: ColumnGroups): ColumnGroups {
  const out = { ...next };
  for (const { backend } of COLUMNS) {
    const a = prev[backend];
    const b = next[backend];
    if (a.length === b.length && a.every((item, i) => item.chat === b[i]!.chat)) out[backend] = a;
  }
  return out;
}

/** Most recent first, or oldest first; chats without a time count as the oldest. Stable. */
export function sortItems(items: readonly BoardItem[], order: SortOrder): BoardItem[] {
  const sign = order === 'recent' ? -1 : 1;
  return [...items].sort((a, b) => (a.time === b.time ? 0 : a.time < b.time ? -sign : sign));
}

export type Matcher = (item: BoardItem) => boolean;

/**
 * The search (name, phone, the card's last message, and any message the server found it in), tag,
 * 'Minhas conversas' and 'Não lidas' as one test; null when nothing is filtered.
 */
export function filterMatcher({
  query,
  tagId,
  assigneeId = null,
  unreadOnly = false,
  messageChatIds = null,
  mentionChatIds = null,
  numberId = null,
}: BoardFilter): Matcher | null {
  const text = foldText(query);
  // Digits only when nothing else was typed: '(11) 98765-4321' finds 5511987654321.
  const digits = /\p{L}/u.test(text) ? '' : text.replace(/\D/g, '');
  if (!text && !tagId && !assigneeId && !unreadOnly && !mentionChatIds && !numberId) return null;
  return (item) =>
    (!numberId || item.chat.numberId === numberId) &&
    (!mentionChatIds || mentionChatIds.has(item.chat.chatId)) &&
    (!unreadOnly || item.chat.unread > 0) &&
    (!assigneeId || item.chat.assignee?.userId === assigneeId) &&
    (!tagId || item.chat.tags.some((t) => t.id === tagId)) &&
    (!text ||
      item.text.includes(text) ||
      (digits !== '' && item.digits.includes(digits)) ||
      item.preview.includes(text) ||
      (messageChatIds?.has(item.chat.chatId) ?? false));
}

/** Whether a chat passes the board filter and its column's own group/newsletter switches. */
function kept(item: BoardItem, settings: ColumnSettings, matches: Matcher | null): boolean {
  return (
    (settings.showGroups || !item.chat.isGroup) &&
    (settings.showNewsletters || !item.newsletter) &&
    (!matches || matches(item))
  );
}

/** What a column shows: its chats after the board filter and its own settings, in its order. */
export function columnChats(
  items: readonly BoardItem[],
  settings: ColumnSettings,
  matches: Matcher | null,
): Chat[] {
  const shown = items.filter((item) => kept(item, settings, matches));
  return sortItems(shown, settings.sortOrder).map((item) => item.chat);
}

/** How many chats a column shows, without sorting them (the phone's column strip). */
export function columnCount(
  items: readonly BoardItem[],
  settings: ColumnSettings,
  matches: Matcher | null,
): number {
  let n = 0;
  for (const item of items) if (kept(item, settings, matches)) n += 1;
  return n;
}
