import { COLUMNS, formatBoardCursor } from '@conecta/contract';
import { describe, expect, it } from 'vitest';

import { makeChat } from '@/test/chat-fixture';

import { boardViewKey, boardViewQuery, withinLoaded } from './board-view';
import { DEFAULT_COLUMN_SETTINGS } from './column-settings';
import type { BoardSettings } from './hooks/use-board-settings';

const defaults = Object.fromEntries(
  COLUMNS.map((c) => [c.backend, DEFAULT_COLUMN_SETTINGS]),
) as BoardSettings;
const none = { query: '', tagId: null, assigneeId: null, unreadOnly: false, mentionChatIds: null };
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('boardViewQuery and boardViewKey', () => {
  it('sends nothing for the plain board, whose key is the first load’s', () => {
    expect(boardViewQuery(none, defaults)).toEqual({});
    expect(boardViewKey({})).toBe('');
  });

  it('sends each filter and column setting, in one key whatever the order', () => {
    const settings = {
      ...defaults,
      task: { sortOrder: 'oldest', showGroups: false, showNewsletters: true },
    } as BoardSettings;
    const query = boardViewQuery(
      { ...none, query: ' ana ', unreadOnly: true, mentionChatIds: new Set(['b', 'a']) },
      settings,
    );
    expect(query).toEqual({
      q: 'ana',
      unread: 'true',
      chatIds: 'a,b',
      oldest: 'task',
      hideGroups: 'task',
    });
    expect(boardViewKey(query)).toBe(
      boardViewKey({
        hideGroups: 'task',
        oldest: 'task',
        chatIds: 'a,b',
        unread: 'true',
        q: 'ana',
      }),
    );
  });

  it("passes the number filter, and never an empty column list (the contract refuses 'hideGroups=')", () => {
    const query = boardViewQuery({ ...none, numberId: uuid(9) }, defaults);
    expect(query).toEqual({ numberId: uuid(9) });
    const hidden = Object.fromEntries(
      COLUMNS.map((c) => [c.backend, { ...DEFAULT_COLUMN_SETTINGS, showGroups: false }]),
    ) as BoardSettings;
    const all = boardViewQuery(none, hidden);
    expect(all).toEqual({ hideGroups: COLUMNS.map((c) => c.backend).join(',') });
    expect(Object.values(all)).not.toContain('');
  });
});

describe('withinLoaded', () => {
  const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`;
  const chats = [
    makeChat({ id: uuid(1), lastMessageTime: at(30) }),
    makeChat({ id: uuid(2), lastMessageTime: at(20) }),
    makeChat({ id: uuid(3), lastMessageTime: at(20) }),
    makeChat({ id: uuid(4), lastMessageTime: at(10) }),
    makeChat({ id: uuid(5), lastMessageTime: null }),
  ];

  it('shows every card of a complete column', () => {
    expect(withinLoaded(chats, undefined, false)).toBe(chats);
    expect(withinLoaded(chats, { total: 5, next: null }, false)).toBe(chats);
  });

  it('cuts after the last loaded card, equal times by id', () => {
    const next = formatBoardCursor('2026-11-20T10:20:00.000000Z', uuid(2));
    expect(withinLoaded(chats, { total: 9, next }, false).map((c) => c.id)).toEqual([
      uuid(1),
      uuid(2),
    ]);
    // Oldest first: the card without a message is the first.
    const oldest = [...chats].reverse();
    const first = formatBoardCursor('-infinity', uuid(5));
    expect(withinLoaded(oldest, { total: 9, next: first }, true).map((c) => c.id)).toEqual([
      uuid(5),
    ]);
  });
});
