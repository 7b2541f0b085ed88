import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { FakeEventSource, fakeEventSourceClass } from '@/test/fake-event-source';

import { NOTIFY } from './notification-constants';
import { openNotificationStream, type StreamStatus } from './stream-connection';

function open(token: string | null = 'tok') {
  const statuses: StreamStatus[] = [];
  const events: [string, unknown][] = [];
  const onConnected = vi.fn();
  const stream = openNotificationStream(
    { getToken: () => token, EventSourceImpl: fakeEventSourceClass },
    {
      onEvent: (name, data) => events.push([name, data]),
      onStatus: (s) => statuses.push(s),
      onConnected,
    },
  );
  return { stream, statuses, events, onConnected };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.reset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
});

describe('openNotificationStream', () => {
  it('opens /api/notifications/stream with the token and passes events on', () => {
    const { events, statuses } = open();
    const es = FakeEventSource.last;
    expect(es.url).toBe('/api/notifications/stream?token=tok');
    es.emit('connected', { userId: 'u1', at: 'x' });
    es.emit('new-message', { chatId: 'c1' }, 7);
    expect(events).toEqual([
      ['connected', { userId: 'u1', at: 'x' }],
      ['new-message', { chatId: 'c1' }],
    ]);
    expect(statuses).toEqual(['connecting', 'open']);
  });

  it('retries 5 times, 3 s apart, then reports the failure', () => {
    const { statuses } = open();
    FakeEventSource.last.fail();
    for (let retry = 1; retry <= NOTIFY.maxRetries; retry += 1) {
      expect(FakeEventSource.instances).toHaveLength(retry);
      vi.advanceTimersByTime(NOTIFY.retryDelayMs - 1);
      expect(FakeEventSource.instances).toHaveLength(retry);
      vi.advanceTimersByTime(1);
      expect(FakeEventSource.instances).toHaveLength(retry + 1);
      FakeEventSource.last.fail();
    }
    expect(statuses.at(-1)).toBe('failed');
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(NOTIFY.maxRetries + 1);
    // It closed every EventSource itself, so the browser never reconnected on its own.
    expect(FakeEventSource.instances.every((es) => es.closed)).toBe(true);
  });

  it('starts the count again after connected', () => {
    const { stream } = open();
    for (let i = 0; i < 4; i += 1) {
      FakeEventSource.last.fail();
      vi.advanceTimersByTime(NOTIFY.retryDelayMs);
    }
    expect(stream.retries()).toBe(4);
    FakeEventSource.last.emit('connected', { userId: 'u1' });
    expect(stream.retries()).toBe(0);
    for (let i = 0; i < NOTIFY.maxRetries; i += 1) {
      FakeEventSource.last.fail();
      vi.advanceTimersByTime(NOTIFY.retryDelayMs);
    }
    const before = FakeEventSource.instances.length;
    FakeEventSource.last.fail();
    vi.advanceTimersByTime(NOTIFY.retryDelayMs);
    expect(FakeEventSource.instances).toHaveLength(before);
  });

  it('reopens with the last event id it saw and says whether it resumed', () => {
    const { onConnected } = open();
    FakeEventSource.last.emit('connected', {});
    expect(onConnected).toHaveBeenLastCalledWith({ resumed: false });
    FakeEventSource.last.emit('new-message', { chatId: 'c1' }, 41);
    FakeEventSource.last.emit('heartbeat', {});
    FakeEventSource.last.fail();
    vi.advanceTimersByTime(NOTIFY.retryDelayMs);
    expect(FakeEventSource.last.param('lastEventId')).toBe('41');
    expect(FakeEventSource.last.param('token')).toBe('tok');
    FakeEventSource.last.emit('connected', {});
    expect(onConnected).toHaveBeenLastCalledWith({ resumed: true });
  });

  it('treats a silent stream as broken', () => {
    open();
    FakeEventSource.last.emit('connected', {});
    vi.advanceTimersByTime(NOTIFY.staleAfterMs - 1);
    expect(FakeEventSource.last.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.last.closed).toBe(true);
    vi.advanceTimersByTime(NOTIFY.retryDelayMs);
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('retry() after the failure starts a fresh round at once', () => {
    const { stream, statuses } = open();
    for (let i = 0; i <= NOTIFY.maxRetries; i += 1) {
      FakeEventSource.last.fail();
      vi.advanceTimersByTime(NOTIFY.retryDelayMs);
    }
    expect(statuses.at(-1)).toBe('failed');
    stream.retry();
    expect(FakeEventSource.instances).toHaveLength(NOTIFY.maxRetries + 2);
    expect(statuses.at(-1)).toBe('connecting');
    FakeEventSource.last.fail();
    expect(statuses.at(-1)).toBe('retrying');
  });

  it('close() stops everything, including a pending retry', () => {
    const { stream, statuses } = open();
    FakeEventSource.last.fail();
    stream.close();
    vi.advanceTimersByTime(NOTIFY.retryDelayMs * 10);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(statuses.at(-1)).toBe('closed');
  });

  it('does not open without a token, nor without EventSource', () => {
    const { statuses } = open(null);
    expect(FakeEventSource.instances).toHaveLength(0);
    expect(statuses).toEqual(['closed']);
    const onStatus = vi.fn();
    openNotificationStream(
      { getToken: () => 't', EventSourceImpl: undefined as unknown as typeof EventSource },
      { onEvent: vi.fn(), onStatus },
    );
    expect(onStatus).toHaveBeenCalledWith('unsupported');
  });
});
