import { COLUMNS, type Chat } from '@conecta/contract';
import { describe, expect, it } from 'vitest';

import { makeChat } from '@/test/chat-fixture';

import {
  columnChats,
  columnCount,
  filterMatcher,
  foldText,
  groupByColumn,
  isNewsletter,
  reuseUnchanged,
  sortItems,
  toBoardItem,
} from './board-items';
import { DEFAULT_COLUMN_SETTINGS } from './column-settings';

const names = (chats: Chat[]) => chats.map((c) => c.name);

describe('board items', () => {
  it('groups chats per backend column in board order; labels and unknown values are mapped', () => {
    const chats = [
      makeChat({ name: 'vip', column: 'vip' }),
      makeChat({ name: 'repescagem', column: 'Repescagem' as Chat['column'] }),
      makeChat({ name: 'quente', column: 'Lead Quente' as Chat['column'] }),
      makeChat({ name: 'arquivada', column: 'arquivada' as Chat['column'] }),
      makeChat({ name: 'humanizado', column: 'humanizado' as Chat['column'] }),
    ];
    const groups = groupByColumn(chats);
    expect(Object.keys(groups)).toEqual(COLUMNS.map((c) => c.backend));
    expect(groups.vip.map((i) => i.chat.name)).toEqual(['vip']);
    expect(groups.followup.map((i) => i.chat.name)).toEqual(['repescagem']);
    expect(groups.hot_lead.map((i) => i.chat.name)).toEqual(['quente']);
    expect(groups.inbox.map((i) => i.chat.name)).toEqual(['arquivada']);
    expect(groups.humanized.map((i) => i.chat.name)).toEqual(['humanizado']);
    expect(groups.task).toEqual([]);
  });

  it('sorts most recent first, or oldest first; chats without a time count as the oldest', () => {
    const items = [
      makeChat({ name: 'sem hora', lastMessageTime: null }),
      makeChat({ name: 'manhã', lastMessageTime: '2026-03-09T09:00:00.000Z' }),
      makeChat({ name: 'ilegível', lastMessageTime: 'ontem' }),
      makeChat({ name: 'tarde', lastMessageTime: '2026-03-09T15:00:00.000Z' }),
      makeChat({ name: 'véspera', lastMessageTime: '2026-03-08T23:59:00.000Z' }),
    ].map(toBoardItem);
    expect(sortItems(items, 'recent').map((i) => i.chat.name)).toEqual([
      'tarde',
      'manhã',
      'véspera',
      'sem hora',
      'ilegível',
    ]);
    expect(sortItems(items, 'oldest').map((i) => i.chat.name)).toEqual([
      'sem hora',
      'ilegível',
      'véspera',
      'manhã',
      'tarde',
    ]);
  });

  it('newsletter: the server flag, a phone containing newsletter, or longer than 20', () => {
    expect(isNewsletter({ phone: '5511987654321', isNewsletter: false })).toBe(false);
    expect(isNewsletter({ phone: '120363025246125486@newsletter', isNewsletter: false })).toBe(
      true,
    );
    expect(isNewsletter({ phone: 'Newsletter-42', isNewsletter: false })).toBe(true);
    expect(isNewsletter({ phone: '1'.repeat(20), isNewsletter: false })).toBe(false);
    expect(isNewsletter({ phone: '1'.repeat(21), isNewsletter: false })).toBe(true);
    expect(isNewsletter({ phone: '123', isNewsletter: true })).toBe(true);
  });

  it('folds accents, case and spaces for the search', () => {
    expect(foldText('  João   CONCEIÇÃO ')).toBe('joao conceicao');
  });

  it('searches name or phone, accent- and case-insensitive, and filters by tag', () => {
    const tag = { id: 't1', name: 'Retorno', color: '#10B981' };
    const items = [
      makeChat({ name: 'Conceição Álvares', phone: '5511987654321', tags: [tag] }),
      makeChat({ name: 'Maria Souza', phone: '5521912345678' }),
      makeChat({ name: null, phone: '5531933334444', tags: [tag] }),
    ].map(toBoardItem);
    const find = (query: string, tagId: string | null = null) => {
      const matches = filterMatcher({ query, tagId });
      return items.filter((i) => !matches || matches(i)).map((i) => i.chat.phone);
    };
    expect(filterMatcher({ query: '  ', tagId: null })).toBeNull();
    expect(find('conceicao')).toEqual(['5511987654321']);
    expect(find('ALVARES')).toEqual(['5511987654321']);
    expect(find('souza')).toEqual(['5521912345678']);
    expect(find('98765-4321')).toEqual(['5511987654321']);
    expect(find('(21) 91234')).toEqual(['5521912345678']);
    expect(find('+55 31 93333-4444')).toEqual(['5531933334444']);
    expect(find('', 't1')).toEqual(['5511987654321', '5531933334444']);
    expect(find('maria', 't1')).toEqual([]);
    expect(find('ninguém')).toEqual([]);
  });

  it("keeps only the chosen number's chats, with the other filters (issue 48)", () => {
    const items = [
      makeChat({ name: 'Recepção', phone: '5511900000001', numberId: 'n1' }),
      makeChat({ name: 'Financeiro', phone: '5511900000001', numberId: 'n2' }),
      makeChat({ name: 'Sem número', phone: '5511900000002', numberId: null }),
    ].map(toBoardItem);
    const find = (numberId: string | null, query = '') => {
      const matches = filterMatcher({ query, tagId: null, numberId });
      return items.filter((i) => !matches || matches(i)).map((i) => i.chat.name);
    };
    expect(find(null)).toEqual(['Recepção', 'Financeiro', 'Sem número']);
    expect(find('n2')).toEqual(['Financeiro']);
    expect(find('n1', 'finan')).toEqual([]);
  });

  it('a column hides groups or newsletters when asked, after the filter, in its order', () => {
    const items = [
      makeChat({ name: 'pessoa', lastMessageTime: '2026-03-09T10:00:00.000Z' }),
      makeChat({ name: 'grupo', isGroup: true, lastMessageTime: '2026-03-09T11:00:00.000Z' }),
      makeChat({ name: 'canal', phone: '120363025246125486@newsletter' }),
    ].map(toBoardItem);
    const all = DEFAULT_COLUMN_SETTINGS;
    expect(names(columnChats(items, all, null))).toEqual(['grupo', 'pessoa', 'canal']);
    expect(names(columnChats(items, { ...all, showGroups: false }, null))).toEqual([
      'pessoa',
      'canal',
    ]);
    expect(names(columnChats(items, { ...all, showNewsletters: false }, null))).toEqual([
      'grupo',
      'pessoa',
    ]);
    expect(names(columnChats(items, { ...all, sortOrder: 'oldest' }, null))).toEqual([
      'canal',
      'pessoa',
      'grupo',
    ]);
    const matches = filterMatcher({ query: 'pes', tagId: null });
    expect(names(columnChats(items, all, matches))).toEqual(['pessoa']);
  });

  it("counts what the column shows, for the phone's column strip", () => {
    const items = [
      makeChat({ name: 'pessoa' }),
      makeChat({ name: 'grupo', isGroup: true }),
      makeChat({ name: 'canal', phone: '120363025246125486@newsletter' }),
    ].map(toBoardItem);
    const all = DEFAULT_COLUMN_SETTINGS;
    expect(columnCount(items, all, null)).toBe(3);
    expect(columnCount(items, { ...all, showGroups: false, showNewsletters: false }, null)).toBe(1);
    expect(columnCount(items, all, filterMatcher({ query: 'can', tagId: null }))).toBe(1);
  });

  it('keeps the array of a column whose chats did not change', () => {
    const a = makeChat({ column: 'vip' });
    const b = makeChat({ column: 'inbox' });
    const prev = groupByColumn([a, b]);
    const next = reuseUnchanged(prev, groupByColumn([a, { ...b, unread: 3 }]));
    expect(next.vip).toBe(prev.vip);
    expect(next.inbox).not.toBe(prev.inbox);
    expect(next.task).toBe(prev.task);
  });
});
