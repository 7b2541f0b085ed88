import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeChat } from '@/test/chat-fixture';

import { listChats, type PagedChats, syncChats } from './list-chats';

/** The board in pages (issue 51): its first load, a sync on top of it and a reset. */
const ana = makeChat({
  id: 'a',
  name: 'Ana',
  lastMessageTime: '2026-01-10T12:10:00.000Z',
  unread: 2,
});
const bia = makeChat({
  id: 'b',
  name: 'Bia',
  lastMessageTime: '2026-01-10T12:20:00.000Z',
  unread: 1,
});
const columns = {
  inbox: {
    total: 80,
    next: `2026-01-10T12:10:00.000Z~${'0'.repeat(8)}-0000-4000-8000-000000000001`,
  },
};
const page = { success: true, chats: [ana], totalChats: 80, unreadCount: 9, message: 'x', columns };

function serve(answers: Record<string, unknown>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(url.pathname + url.search);
      return new Response(JSON.stringify(answers[url.pathname]), {
        headers: { 'x-board-cursor': '0.100' },
      });
    }),
  );
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe('the chat list in pages', () => {
  it('loads the first pages with their columns, and keeps the clinic’s totals through a sync', async () => {
    const asked = serve({ '/dashboard/zapi/chats': page });
    const list = (await listChats()) as PagedChats;
    expect(asked).toEqual(['/dashboard/zapi/chats?limit=50']);
    expect(list.views?.['']?.columns).toEqual(columns);
    expect(list.totalChats).toBe(80);

    serve({
      '/dashboard/zapi/chats/changes': {
        success: true,
        reset: false,
        cursor: '0.101',
        chats: [bia],
      },
    });
    const synced = (await syncChats(list)) as PagedChats;
    expect(synced.chats.map((c) => c.name)).toEqual(['Bia', 'Ana']);
    // A chat the board did not hold came in with its unread message; the counts are read again.
    expect(synced.unreadCount).toBe(10);
    expect(synced.totalChats).toBe(80);
    expect(synced.revision).toBe(1);
  });

  it('loads its first pages again, not the whole list, when the server asks for a reset', async () => {
    serve({ '/dashboard/zapi/chats': page });
    const list = await listChats();
    const asked = serve({
      '/dashboard/zapi/chats/changes': { success: true, reset: true, cursor: '1.1', chats: [] },
      '/dashboard/zapi/chats': page,
    });
    await syncChats(list);
    expect(asked).toEqual([
      '/dashboard/zapi/chats/changes?since=0.100',
      '/dashboard/zapi/chats?limit=50',
    ]);
  });
});
