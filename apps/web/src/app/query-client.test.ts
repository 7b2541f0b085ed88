import { chatEndpoints, tagEndpoints, textEndpoints, type ChatsResponse } from '@conecta/contract';
import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { chatKeys, chatListOptions } from '@/features/chat-list';
import { fakeApi } from '@/test/fake-api';

import { createQueryClient } from './query-client';

const CHATS = 'GET /dashboard/zapi/chats';
const LIST: ChatsResponse = {
  success: true,
  chats: [],
  totalChats: 0,
  unreadCount: 0,
  message: 'ok',
};

afterEach(() => vi.unstubAllGlobals());

describe('createQueryClient', () => {
  it('a mutation that names the chats refetches the board list once it succeeds; others do not', async () => {
    const api = fakeApi({ [CHATS]: [200, LIST] });
    const client = createQueryClient();
    client.setQueryData(chatKeys.list('u1'), LIST);
    const stop = new QueryObserver(client, chatListOptions(client, 'u1')).subscribe(() => {});
    const run = (endpoint?: typeof chatEndpoints.move, fail = false) =>
      new MutationObserver(client, {
        mutationFn: async () => {
          if (fail) throw new Error('recusado');
          return 'ok';
        },
        meta: endpoint ? { endpoint } : undefined,
      })
        .mutate()
        .catch(() => undefined);

    await run();
    await run(chatEndpoints.move, true);
    expect(api.calls(CHATS)).toBe(0);
    await run(chatEndpoints.move);
    await vi.waitFor(() => expect(api.calls(CHATS)).toBe(1));
    stop();
  });

  it('a mutation that names its endpoint makes stale what the declaration says it changes, and nothing else', async () => {
    const client = createQueryClient();
    for (const key of [
      ['chats', 'u1'],
      ['tags', 'u1'],
      ['texts', 'u1'],
    ])
      client.setQueryData(key, 'antes');
    const stale = (key: string[]) => client.getQueryState(key)?.isInvalidated;
    const run = (endpoint: typeof tagEndpoints.update | typeof textEndpoints.create) =>
      new MutationObserver(client, { mutationFn: async () => 'ok', meta: { endpoint } }).mutate();

    // A tag rename changes the tags and the cards that show them ('tags', 'chats').
    await run(tagEndpoints.update);
    await vi.waitFor(() => expect(stale(['tags', 'u1'])).toBe(true));
    expect(stale(['chats', 'u1'])).toBe(true);
    expect(stale(['texts', 'u1'])).toBe(false);
    await run(textEndpoints.create);
    await vi.waitFor(() => expect(stale(['texts', 'u1'])).toBe(true));
  });
});
