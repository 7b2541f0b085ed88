import type { ChatsResponse } from '@conecta/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { clearToasts } from '@/components/ui/use-toast';
import { chatKeys } from '@/features/chat-list';
import { STORAGE_KEYS } from '@/lib/session-store';
import { makeChat } from '@/test/chat-fixture';
import { FakeEventSource } from '@/test/fake-event-source';

import { NOTIFY } from '../notification-constants';
import { LiveNotifications } from './live-notifications';

const FAILED = 'Falha ao conectar ao servidor de notificações';
const list = (unread: number[]): ChatsResponse => ({
  success: true,
  chats: unread.map((n) => makeChat({ unread: n })),
  totalChats: unread.length,
  unreadCount: 0,
  message: 'ok',
});

function renderLive() {
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <LiveNotifications userId="u1" />
    </AppProviders>,
  );
  return { queryClient, ...view };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  FakeEventSource.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
});

afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('LiveNotifications', () => {
  it('after 5 failed retries toasts and keeps an alert with a retry button', async () => {
    renderLive();
    for (let i = 0; i < NOTIFY.maxRetries; i += 1) {
      act(() => FakeEventSource.last.fail());
      await act(() => vi.advanceTimersByTimeAsync(NOTIFY.retryDelayMs));
    }
    expect(screen.queryByTestId('notification-stream-alert')).toBeNull();
    act(() => FakeEventSource.last.fail());
    expect(screen.getByTestId('notification-stream-alert').textContent).toContain(FAILED);
    expect(screen.getAllByText(FAILED)).toHaveLength(2); // the toast and the alert

    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(FakeEventSource.instances).toHaveLength(NOTIFY.maxRetries + 2);
    expect(screen.getByRole('button', { name: 'Reconectando...' })).toHaveProperty(
      'disabled',
      true,
    );
    act(() => FakeEventSource.last.emit('connected', { userId: 'u1' }));
    expect(screen.queryByTestId('notification-stream-alert')).toBeNull();
  });

  it('puts the unread total in the tab title and closes the stream on unmount', async () => {
    const { queryClient, unmount } = renderLive();
    // Query observers hear of cache changes on the next tick.
    const setList = (unread: number[]) =>
      act(async () => {
        queryClient.setQueryData(chatKeys.list('u1'), list(unread));
        await vi.advanceTimersByTimeAsync(0);
      });
    expect(document.title).toBe('Conecta Clínica');
    await setList([2, 0, 1]);
    expect(document.title).toBe('(3) Conecta Clínica');
    await setList([0]);
    expect(document.title).toBe('Conecta Clínica');
    await setList([4]);
    expect(document.title).toBe('(4) Conecta Clínica');
    unmount();
    expect(document.title).toBe('Conecta Clínica');
    expect(FakeEventSource.last.closed).toBe(true);
  });
});
