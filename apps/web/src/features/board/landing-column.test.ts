import { COLUMNS, type BackendColumn } from '@conecta/contract';
import { describe, expect, it } from 'vitest';

import { makeChat } from '@/test/chat-fixture';

import { groupByColumn } from './board-items';
import { landingColumn } from './landing-column';

const count = (groups: ReturnType<typeof groupByColumn>) => (c: BackendColumn) => groups[c].length;

describe('landingColumn', () => {
  it('opens on the first column with an unread chat, not on an empty VIP', () => {
    const groups = groupByColumn([
      makeChat({ chatId: 'a', column: 'inbox', unread: 0 }),
      makeChat({ chatId: 'b', column: 'followup', unread: 2 }),
      makeChat({ chatId: 'c', column: 'hot_lead', unread: 1 }),
    ]);
    expect(landingColumn(groups, count(groups))).toBe('followup');
  });

  it('without unread chats, the first column with any; an empty board, none', () => {
    const groups = groupByColumn([makeChat({ chatId: 'a', column: 'humanized', unread: 0 })]);
    expect(landingColumn(groups, count(groups))).toBe('humanized');
    const empty = groupByColumn([]);
    expect(landingColumn(empty, count(empty))).toBeNull();
    expect(COLUMNS[0]!.backend).toBe('vip');
  });
});
