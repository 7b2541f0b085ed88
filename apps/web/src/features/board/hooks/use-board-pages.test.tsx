import { COLUMNS } from '@conecta/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '@/app/query-client';
import { chatKeys, type PagedChats } from '@/features/chat-list';
import { STORAGE_KEYS } from '@/lib/session-store';
import { fakeApi } from '@/test/fake-api';
import { pagedData } from '@/test/paged-board-fixture';

import { useBoardPages } from './use-board-pages';

/**
 * The counts of a board in pages (issue 51): a sync that brought changes asks the view's counts
 * again, but a busy clinic's syncs come every second or two, so the counts are asked at most once
 * every 10 s, and the last changes are always counted in the end.
 */
const COUNTS = 'GET /dashboard/zapi/chats/counts';
const counted = (inbox: number) => [
  200,
  {
    success: true,
    counts: Object.fromEntries(COLUMNS.map((c) => [c.backend, c.backend === 'inbox' ? inbox : 0])),
    totalChats: inbox,
    unreadCount: 0,
  },
];

function setup() {
  let inbox = 3;
  const api = fakeApi({ [COUNTS]: () => counted(inbox) as [number, unknown] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  queryClient.setQueryData(chatKeys.list('u1'), pagedData());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => useBoardPages('u1', queryClient.getQueryData(chatKeys.list('u1')), {}),
    {
      wrapper,
    },
  );
  /** A sync that brought changes: the list's revision moves, and the server now counts `n`. */
  const sync = (n: number) => {
    inbox = n;
    act(() => {
      queryClient.setQueryData<PagedChats>(chatKeys.list('u1'), (prev) => ({
        ...prev!,
        revision: (prev!.revision ?? 0) + 1,
      }));
    });
    hook.rerender();
  };
  const settle = async (ms: number) => {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
    hook.rerender();
  };
  return { ...api, hook, sync, settle };
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.setItem(STORAGE_KEYS.token, 't');
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the counts of a board in pages', () => {
  it('asks them once for a burst of syncs within 10 s, and again with the last changes', async () => {
    const { calls, hook, sync, settle } = setup();
    expect(calls(COUNTS)).toBe(0);

    // The first changes are counted at once.
    sync(4);
    await settle(0);
    expect(calls(COUNTS)).toBe(1);
    expect(hook.result.current?.inbox?.total).toBe(4);

    // Five more syncs in the next 8 s: no request until 10 s after the first.
    for (let i = 0; i < 5; i++) {
      sync(5 + i);
      await settle(1600);
    }
    expect(calls(COUNTS)).toBe(1);
    expect(hook.result.current?.inbox?.total).toBe(4);

    // 10 s after the first: one request, which counts the last sync's changes.
    await settle(2000);
    expect(calls(COUNTS)).toBe(2);
    expect(hook.result.current?.inbox?.total).toBe(9);

    // Nothing new: nothing more is asked.
    await settle(30_000);
    expect(calls(COUNTS)).toBe(2);
  });
});
