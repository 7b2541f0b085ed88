import type { ChatsResponse } from '@conecta/contract';
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '@/app/query-client';
import { chatKeys, chatListOptions } from '@/features/chat-list';
import { messageKeys } from '@/features/chat-window';
import { taskKeys } from '@/features/tasks';
import { setOpenChatId } from '@/lib/open-chat';
import { STORAGE_KEYS } from '@/lib/session-store';
import { makeChat } from '@/test/chat-fixture';
import { fakeApi } from '@/test/fake-api';
import { FakeEventSource, fakeEventSourceClass } from '@/test/fake-event-source';

import { startLiveSession, type LiveSession } from './live-session';
import { NOTIFY } from './notification-constants';

const USER = 'u1';
const CHATS = 'GET /dashboard/zapi/chats';
const listOf = (chats: ChatsResponse['chats']): ChatsResponse => ({
  success: true,
  chats,
  totalChats: chats.length,
  unreadCount: 0,
  message: 'ok',
});
const ana = makeChat({ chatId: 'ana', unread: 0, lastMessageTime: '2026-03-01T10:00:00.000Z' });
const newMessage = (messageId: string, chatId = 'ana', at = new Date()) => ({
  chatId,
  chatName: 'Ana',
  message: 'Oi',
  messageId,
  lastMessageTime: at.toISOString(),
  unreadCount: 1,
  lastMessageContent: 'Oi',
});

let session: LiveSession;
let queryClient: QueryClient;
let stopBoard: () => void;
const playSound = vi.fn(async () => true);

/** Starts a session whose stream is connected and whose first chat refetch (if any) is done. */
async function start(withList = true) {
  queryClient = createQueryClient();
  if (withList) queryClient.setQueryData(chatKeys.list(USER), listOf([ana]));
  // The board reading the list, as the dashboard does while it is on screen.
  stopBoard = new QueryObserver(queryClient, chatListOptions(queryClient, USER)).subscribe(
    () => undefined,
  );
  session = startLiveSession({
    queryClient,
    userId: USER,
    onStatus: () => {},
    EventSourceImpl: fakeEventSourceClass,
    playSound,
  });
  FakeEventSource.last.emit('connected', { userId: USER });
  await vi.advanceTimersByTimeAsync(NOTIFY.chatsMinSpacingMs);
}
const cached = () => queryClient.getQueryData<ChatsResponse>(chatKeys.list(USER));
/** Whether the query under `queryKey` (given some data first) was invalidated since. */
function watch(queryKey: readonly unknown[]) {
  queryClient.setQueryData(queryKey, { held: true });
  return () => queryClient.getQueryState(queryKey)?.isInvalidated === true;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.reset();
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  playSound.mockClear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  session.stop();
  stopBoard();
  setOpenChatId(null);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('startLiveSession', () => {
  it("applies a new message to the cached list at once and invalidates the chat's window", async () => {
    const api = fakeApi({ [CHATS]: [200, listOf([ana])] });
    await start();
    const anaWindow = watch(messageKeys.list(USER, 'ana'));
    const otherWindow = watch(messageKeys.list(USER, 'bia'));
    FakeEventSource.last.emit('new-message', newMessage('m1'), 2);
    expect(cached()?.chats[0]).toMatchObject({ unread: 1, lastMessageContent: 'Oi' });
    expect(anaWindow()).toBe(true);
    expect(otherWindow()).toBe(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.calls(CHATS)).toBe(1); // only the one for a connection without a last event id
  });

  it('refetches the list for a chat it does not have', async () => {
    const bia = makeChat({ chatId: 'bia', unread: 1 });
    const api = fakeApi({ [CHATS]: (n) => [200, listOf(n === 1 ? [ana] : [ana, bia])] });
    await start();
    expect(api.calls(CHATS)).toBe(1); // for a connection without a last event id
    FakeEventSource.last.emit('new-message', newMessage('m1', 'bia'), 2);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.calls(CHATS)).toBe(2);
    expect(cached()?.chats.map((c) => c.chatId)).toEqual(['ana', 'bia']);
  });

  it('plays the sound once per message, and not while a chat is open', async () => {
    await start();
    const es = FakeEventSource.last;
    es.emit('new-message', newMessage('m1'), 2);
    es.emit('new-message', newMessage('m1'), 3);
    expect(playSound).toHaveBeenCalledTimes(1);
    setOpenChatId('someone');
    es.emit('new-message', newMessage('m2'), 4);
    expect(playSound).toHaveBeenCalledTimes(1);
    setOpenChatId(null);
    // m2 was handled while the chat was open: it stays quiet later too.
    es.emit('new-message', newMessage('m2'), 5);
    expect(playSound).toHaveBeenCalledTimes(1);
    es.emit('new-message', newMessage('m3'), 6);
    expect(playSound).toHaveBeenCalledTimes(2);
  });

  it('keeps quiet for old messages (the history after connecting), by the server clock', async () => {
    await start();
    const es = FakeEventSource.last;
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
    es.emit('new-message', newMessage('old', 'ana', minutesAgo(6)), 2);
    expect(playSound).not.toHaveBeenCalled();
    es.emit('new-message', newMessage('fresh', 'ana', minutesAgo(4)), 3);
    expect(playSound).toHaveBeenCalledTimes(1);
    // A server whose clock is an hour behind this computer's: its "now" is what counts.
    es.emit('heartbeat', { at: minutesAgo(60).toISOString() });
    es.emit('new-message', newMessage('server-now', 'ana', minutesAgo(61)), 4);
    expect(playSound).toHaveBeenCalledTimes(2);
  });

  it("refetches once for a burst of chat updates, spaced 1 s apart, and invalidates the chat's window and tasks", async () => {
    const api = fakeApi({ [CHATS]: [200, listOf([ana])] });
    await start();
    const anaWindow = watch(messageKeys.list(USER, 'ana'));
    const anaTasks = watch(taskKeys.chat(USER, 'ana'));
    const es = FakeEventSource.last;
    es.emit('chat-update', { chatId: 'ana', reason: 'column', column: 'vip' }, 2);
    expect(anaWindow()).toBe(true);
    expect(anaTasks()).toBe(true);
    await vi.advanceTimersByTimeAsync(200);
    es.emit('chat-update', { chatId: 'ana', reason: 'read', unread: 0 }, 3);
    await vi.advanceTimersByTimeAsync(NOTIFY.chatsDebounceMs - 1);
    expect(api.calls(CHATS)).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.calls(CHATS)).toBe(2);
    // Right after a run, the next one waits for the 1000 ms spacing, not only the 500 ms.
    es.emit('chat-update', { chatId: 'ana', reason: 'tags' }, 4);
    await vi.advanceTimersByTimeAsync(NOTIFY.chatsDebounceMs);
    expect(api.calls(CHATS)).toBe(2);
    await vi.advanceTimersByTimeAsync(NOTIFY.chatsMinSpacingMs - NOTIFY.chatsDebounceMs);
    expect(api.calls(CHATS)).toBe(3);
  });

  it('invalidates the tag queries and refetches chats on tag events and refetch', async () => {
    const api = fakeApi({ [CHATS]: [200, listOf([ana])] });
    await start();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    FakeEventSource.last.emit('tag-delete', { tagId: 't1' }, 2);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['tags', USER] });
    await vi.advanceTimersByTimeAsync(NOTIFY.chatsDebounceMs);
    expect(api.calls(CHATS)).toBe(2);
    FakeEventSource.last.emit('refetch', { reason: 'eventos perdidos' });
    await vi.advanceTimersByTimeAsync(NOTIFY.chatsMinSpacingMs);
    expect(api.calls(CHATS)).toBe(3);
  });

  it('fetches nothing while the dashboard has not loaded the list', async () => {
    const api = fakeApi({ [CHATS]: [200, listOf([ana])] });
    await start(false);
    FakeEventSource.last.emit('new-message', newMessage('m1'), 2);
    FakeEventSource.last.emit('chat-update', { chatId: 'ana', reason: 'read' }, 3);
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.calls(CHATS)).toBe(0);
    expect(playSound).toHaveBeenCalledTimes(1);
  });

  it('trims the processed-message cache every 60 s', async () => {
    await start();
    const es = FakeEventSource.last;
    for (let i = 1; i <= 101; i += 1) es.emit('new-message', newMessage(`m${i}`), i + 1);
    expect(playSound).toHaveBeenCalledTimes(101);
    for (let t = 0; t < NOTIFY.processedCheckMs; t += 15_000) {
      vi.advanceTimersByTime(15_000);
      es.emit('heartbeat', {});
    }
    // m1 was forgotten by the trim, m60 was kept.
    es.emit('new-message', newMessage('m60'), 300);
    expect(playSound).toHaveBeenCalledTimes(101);
    es.emit('new-message', newMessage('m1'), 301);
    expect(playSound).toHaveBeenCalledTimes(102);
  });
});
