// @vitest-environment node
import { readFileSync } from 'node:fs';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The shipped service worker (build/service-worker.js, the text the build wraps into sw.js), run
 * in a stand-in of its global scope: what a click on a push notification does. Chromium's own
 * journey (e2e/tests/installable-app.spec.ts) covers registering it and the offline shell.
 */
const source = readFileSync(new URL('./service-worker.js', import.meta.url), 'utf8');

type Listener = (event: unknown) => void;

/** A page of the app as the worker sees it; `board` pages answer 'shows-board' (the hook does). */
function windowClient(visibilityState: 'visible' | 'hidden', board: boolean) {
  return {
    visibilityState,
    focus: vi.fn(async () => undefined),
    postMessage: vi.fn(
      (message: { type: string }, ports?: Array<{ postMessage(d: unknown): void }>) => {
        if (message.type === 'shows-board' && board) ports?.[0]?.postMessage({ board: true });
      },
    ),
  };
}

/** A MessageChannel whose reply arrives as a microtask, as a port's does, with no real port. */
class FakeChannel {
  port1: { onmessage: ((e: { data: unknown }) => void) | null } = { onmessage: null };
  port2 = {
    postMessage: (data: unknown) => queueMicrotask(() => this.port1.onmessage?.({ data })),
  };
}

function startWorker(windows: Array<ReturnType<typeof windowClient>>) {
  const listeners = new Map<string, Listener>();
  const openWindow = vi.fn(async () => null);
  const self = {
    addEventListener: (type: string, fn: Listener) => listeners.set(type, fn),
    location: { origin: 'https://clinica.test' },
    clients: { matchAll: async () => windows, openWindow, claim: async () => undefined },
    registration: { showNotification: vi.fn() },
    skipWaiting: vi.fn(),
  };
  // The build puts VERSION and SHELL above the text (build/service-worker-plugin.ts).
  new Function('self', 'caches', 'MessageChannel', 'VERSION', 'SHELL', source)(
    self,
    {},
    FakeChannel,
    'test',
    [],
  );
  /** Clicks a notification of `chatId` as the push handler made it; resolves when handled. */
  async function click(chatId: string) {
    let handled: Promise<unknown> = Promise.resolve();
    const close = vi.fn();
    listeners.get('notificationclick')!({
      notification: { close, data: { url: `/dashboard?chat=${chatId}`, chatId } },
      waitUntil: (p: Promise<unknown>) => (handled = p),
    });
    // A page that is not the board never answers: the worker stops waiting after a second.
    await vi.advanceTimersByTimeAsync(1000);
    await handled;
    return { close };
  }
  return { click, openWindow };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('service worker: a click on a new-message notification', () => {
  it('focuses the open board (the visible one first) and opens the chat there', async () => {
    const hiddenBoard = windowClient('hidden', true);
    const otherPage = windowClient('visible', false);
    const visibleBoard = windowClient('visible', true);
    const worker = startWorker([hiddenBoard, otherPage, visibleBoard]);

    const { close } = await worker.click('5511900000001');
    expect(close).toHaveBeenCalled();
    expect(visibleBoard.focus).toHaveBeenCalledTimes(1);
    expect(visibleBoard.postMessage).toHaveBeenLastCalledWith({
      type: 'open-chat',
      chatId: '5511900000001',
    });
    expect(hiddenBoard.focus).not.toHaveBeenCalled();
    expect(otherPage.focus).not.toHaveBeenCalled();
    expect(worker.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window at the chat deep link when no board is open', async () => {
    const otherPage = windowClient('visible', false);
    const worker = startWorker([otherPage]);

    await worker.click('5511900000002');
    expect(worker.openWindow).toHaveBeenCalledWith('/dashboard?chat=5511900000002');
    expect(otherPage.focus).not.toHaveBeenCalled();
  });
});
