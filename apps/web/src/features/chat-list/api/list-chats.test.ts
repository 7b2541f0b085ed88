import type { Chat } from '@conecta/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeChat } from '@/test/chat-fixture';

import { syncChats } from './list-chats';

const t = (minute: number) => `2026-01-10T12:${String(minute).padStart(2, '0')}:00.000Z`;
const ana = makeChat({ id: 'a', name: 'Ana', lastMessageTime: t(10), unread: 1 });
const bia = makeChat({ id: 'b', name: 'Bia', lastMessageTime: t(5) });
const full = (chats: Chat[]) => ({
  success: true,
  chats,
  totalChats: chats.length,
  unreadCount: 0,
  message: 'x',
});

/**
 * Answers per path (query kept, to see the cursor asked for), with the board cursor header and,
 * when given, a status other than 200.
 */
function serve(answers: Record<string, () => [unknown, string?, number?]>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(url.pathname + url.search);
      const [body, cursor, status = 200] = answers[url.pathname]!();
      const headers = cursor ? { 'x-board-cursor': cursor } : undefined;
      return new Response(JSON.stringify(body), { status, headers });
    }),
  );
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe('syncChats', () => {
  it('loads the whole list when it has nothing to build on, and keeps its cursor', async () => {
    const asked = serve({ '/dashboard/zapi/chats': () => [full([ana, bia]), '0.100'] });
    const list = await syncChats(undefined);
    expect(asked).toEqual(['/dashboard/zapi/chats']);
    expect(list.chats.map((c) => c.name)).toEqual(['Ana', 'Bia']);
    expect(list).toHaveProperty('syncCursor', '0.100');
  });

  it('asks only for the changes since its cursor, and answers the same list when none', async () => {
    serve({ '/dashboard/zapi/chats': () => [full([ana, bia]), '0.100'] });
    const list = await syncChats(undefined);
    const asked = serve({
      '/dashboard/zapi/chats/changes': () => [
        { success: true, reset: false, cursor: '0.100', chats: [] },
      ],
    });
    expect(await syncChats(list)).toBe(list);
    expect(asked).toEqual(['/dashboard/zapi/chats/changes?since=0.100']);
  });

  it('merges changed and new cards in the server’s order, with the totals and the next cursor', async () => {
    serve({ '/dashboard/zapi/chats': () => [full([ana, bia]), '0.100'] });
    const list = await syncChats(undefined);
    const carla = makeChat({ id: 'c', name: 'Carla', lastMessageTime: null, unread: 2 });
    const biaNow = { ...bia, lastMessageTime: t(20), unread: 3 };
    serve({
      '/dashboard/zapi/chats/changes': () => [
        { success: true, reset: false, cursor: '0.140', chats: [carla, biaNow] },
      ],
    });
    const next = await syncChats(list);
    expect(next.chats.map((c) => c.name)).toEqual(['Bia', 'Ana', 'Carla']);
    expect(next).toMatchObject({
      totalChats: 3,
      unreadCount: 6,
      message: '3 conversas carregadas',
      syncCursor: '0.140',
    });
  });

  it('keeps building on a list the board changed on screen (a move, a live message)', async () => {
    serve({ '/dashboard/zapi/chats': () => [full([ana, bia]), '0.100'] });
    const list = await syncChats(undefined);
    const moved = { ...list, chats: [{ ...ana, column: 'vip' }, bia] };
    const asked = serve({
      '/dashboard/zapi/chats/changes': () => [
        { success: true, reset: false, cursor: '0.101', chats: [{ ...ana, column: 'vip' }] },
      ],
    });
    const next = await syncChats(moved);
    expect(asked).toEqual(['/dashboard/zapi/chats/changes?since=0.100']);
    expect(next.chats.map((c) => c.column)).toEqual(['vip', 'inbox']);
  });

  it('loads the whole list again when the server says the cursor is of another epoch', async () => {
    serve({ '/dashboard/zapi/chats': () => [full([ana]), '0.100'] });
    const list = await syncChats(undefined);
    const asked = serve({
      '/dashboard/zapi/chats/changes': () => [
        { success: true, reset: true, cursor: '1.150', chats: [] },
      ],
      '/dashboard/zapi/chats': () => [full([ana, bia]), '1.150'],
    });
    const next = await syncChats(list);
    expect(asked).toEqual(['/dashboard/zapi/chats/changes?since=0.100', '/dashboard/zapi/chats']);
    expect(next.chats).toHaveLength(2);
    expect(next).toHaveProperty('syncCursor', '1.150');
  });

  it('loads the whole list again when the server refuses the cursor (another version of it)', async () => {
    serve({ '/dashboard/zapi/chats': () => [full([ana]), '0.100-105-101'] });
    const list = await syncChats(undefined);
    const asked = serve({
      '/dashboard/zapi/chats/changes': () => [
        { success: false, message: 'Ponto de sincronização inválido.' },
        undefined,
        400,
      ],
      '/dashboard/zapi/chats': () => [full([ana, bia]), '0.120'],
    });
    const next = await syncChats(list);
    expect(asked).toEqual([
      '/dashboard/zapi/chats/changes?since=0.100-105-101',
      '/dashboard/zapi/chats',
    ]);
    expect(next.chats).toHaveLength(2);
    expect(next).toHaveProperty('syncCursor', '0.120');
  });
});
