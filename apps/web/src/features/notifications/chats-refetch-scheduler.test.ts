import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createRefetchScheduler } from './chats-refetch-scheduler';
import { NOTIFY } from './notification-constants';

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createRefetchScheduler', () => {
  it('waits 500 ms after the last request of a burst and runs once', async () => {
    const run = vi.fn(async () => {});
    const scheduler = createRefetchScheduler(run);
    scheduler.request();
    await vi.advanceTimersByTimeAsync(300);
    scheduler.request();
    await vi.advanceTimersByTimeAsync(NOTIFY.chatsDebounceMs - 1);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('keeps runs at least 1000 ms apart', async () => {
    const run = vi.fn(async () => {});
    const scheduler = createRefetchScheduler(run);
    scheduler.request(0);
    await flush();
    expect(run).toHaveBeenCalledTimes(1);
    scheduler.request(0);
    await vi.advanceTimersByTimeAsync(NOTIFY.chatsMinSpacingMs - 1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    // 500 ms of debounce from a request 200 ms after a run still ends 1000 ms after it.
    await vi.advanceTimersByTimeAsync(200);
    scheduler.request();
    await vi.advanceTimersByTimeAsync(799);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('lets a burst that never pauses through after the maximum wait', async () => {
    const run = vi.fn(async () => {});
    const scheduler = createRefetchScheduler(run);
    for (let t = 0; t < NOTIFY.chatsMaxWaitMs; t += 200) {
      scheduler.request();
      await vi.advanceTimersByTimeAsync(200);
    }
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs one at a time and once more after a run when asked during it', async () => {
    let finish: () => void = () => {};
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const scheduler = createRefetchScheduler(run);
    scheduler.request(0);
    await flush();
    scheduler.request(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await flush();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('does nothing after dispose', async () => {
    const run = vi.fn(async () => {});
    const scheduler = createRefetchScheduler(run);
    scheduler.request();
    scheduler.dispose();
    scheduler.request();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).not.toHaveBeenCalled();
  });
});
