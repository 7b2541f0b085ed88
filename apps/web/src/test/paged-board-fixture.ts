import { type BoardColumnPage, COLUMNS, formatBoardCursor, type Chat } from '@conecta/contract';

import type { PagedChats } from '@/features/chat-list';

import { makeChat } from './chat-fixture';

/**
 * A board in pages (issue 51), as the server's first answer has it: Atendimento Inicial holds
 * three chats, its first page two (Ana, Bruno) and a cursor to the next (Carla).
 */
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`;
export const inboxCard = (n: number, minute: number, name: string): Chat =>
  makeChat({ id: uuid(n), name, column: 'inbox', lastMessageTime: at(minute) });

export const ANA = inboxCard(1, 30, 'Ana Prado');
export const BRUNO = inboxCard(2, 20, 'Bruno Reis');
export const CARLA = inboxCard(3, 10, 'Carla Dias');

/** The first pages, with `extra` (a sync cursor, say) on top. */
export function pagedData(extra: Partial<PagedChats> = {}): PagedChats {
  const columns: Record<string, BoardColumnPage> = Object.fromEntries(
    COLUMNS.map((c) => [c.backend, { total: 0, next: null }]),
  );
  columns.inbox = { total: 3, next: formatBoardCursor('2026-11-20T10:20:00.000000Z', BRUNO.id) };
  return {
    success: true,
    chats: [ANA, BRUNO],
    totalChats: 3,
    unreadCount: 0,
    message: '',
    views: { '': { columns, revision: 0 } },
    revision: 0,
    ...extra,
  };
}
