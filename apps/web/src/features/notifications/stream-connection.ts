import { STREAM_EVENTS, type StreamEventName } from '@conecta/contract';
import { parseEventJson } from './api/live-event-data';
import { notificationStreamUrl } from './api/stream-url';
import { NOTIFY } from './notification-constants';

/**
 * - connecting: an EventSource is open, the server has not said `connected` yet;
 * - open: `connected` arrived;
 * - retrying: it failed and the next try is waiting its 3 s;
 * - failed: the tries ran out;
 * - closed: stopped on purpose (sign-out, unmount) or no token;
 * - unsupported: the browser has no EventSource.
 */
export type StreamStatus = 'connecting' | 'open' | 'retrying' | 'failed' | 'closed' | 'unsupported';

export type StreamHandlers = {
  onEvent: (name: StreamEventName, data: Record<string, unknown>) => void;
  onStatus: (status: StreamStatus) => void;
  /**
   * `connected` arrived; `resumed` when it reconnected with a last event id, so the server
   * replays what was missed (or sends `refetch`).
   */
  onConnected?: (info: { resumed: boolean }) => void;
};

export type StreamOptions = {
  getToken: () => string | null;
  /** The EventSource class; the browser's when absent. */
  EventSourceImpl?: typeof EventSource;
  maxRetries?: number;
  retryDelayMs?: number;
  staleAfterMs?: number;
};

export type NotificationStream = {
  /** Starts over with a fresh count of tries (the "Tentar novamente" button). */
  retry: () => void;
  close: () => void;
  /** Tries used since the last `connected` (for tests and diagnostics). */
  retries: () => number;
};

function log(message: string, detail?: unknown) {
  console.warn(`[${new Date().toISOString()}] ${message}`, detail ?? '');
}

/**
 * One server-sent-event stream with the app's own retry policy: on any error the EventSource is
 * closed (so the browser does not reconnect on its own) and reopened after `retryDelayMs`, at
 * most `maxRetries` times, passing the last event id seen so the server replays what was missed.
 * `connected` resets the count. A stream silent for `staleAfterMs` counts as an error.
 */
export function openNotificationStream(
  options: StreamOptions,
  handlers: StreamHandlers,
): NotificationStream {
  const {
    getToken,
    EventSourceImpl = globalThis.EventSource,
    maxRetries = NOTIFY.maxRetries,
    retryDelayMs = NOTIFY.retryDelayMs,
    staleAfterMs = NOTIFY.staleAfterMs,
  } = options;
  let source: EventSource | null = null;
  let retries = 0;
  let lastEventId: string | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let staleTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const setStatus = (status: StreamStatus) => {
    if (!stopped || status === 'closed') handlers.onStatus(status);
  };

  function drop() {
    clearTimeout(staleTimer);
    clearTimeout(retryTimer);
    if (source) source.close();
    source = null;
  }

  function watchStale() {
    clearTimeout(staleTimer);
    staleTimer = setTimeout(() => fail('sem eventos do servidor'), staleAfterMs);
  }

  function fail(reason: string) {
    if (stopped) return;
    drop();
    if (retries >= maxRetries) {
      log('Falha ao conectar ao servidor de notificações', reason);
      setStatus('failed');
      return;
    }
    retries += 1;
    setStatus('retrying');
    retryTimer = setTimeout(connect, retryDelayMs);
  }

  function onMessage(name: StreamEventName, event: MessageEvent<string>) {
    if (event.lastEventId) lastEventId = event.lastEventId;
    watchStale();
    const data = parseEventJson(event.data);
    if (!data) return log(`Evento ${name} ilegível`, event.data);
    if (name === 'connected') {
      retries = 0;
      setStatus('open');
      handlers.onConnected?.({ resumed: lastEventId !== null });
    }
    handlers.onEvent(name, data);
  }

  function connect() {
    if (stopped) return;
    drop();
    const token = getToken();
    if (!token) return setStatus('closed');
    const es = new EventSourceImpl(notificationStreamUrl(token, lastEventId));
    source = es;
    for (const name of STREAM_EVENTS) {
      es.addEventListener(name, (event) => {
        if (source === es) onMessage(name, event as MessageEvent<string>);
      });
    }
    es.onerror = () => {
      if (source === es) fail('erro na conexão');
    };
    setStatus('connecting');
    watchStale();
  }

  if (typeof EventSourceImpl !== 'function') {
    handlers.onStatus('unsupported');
  } else {
    connect();
  }

  return {
    retry() {
      if (stopped || typeof EventSourceImpl !== 'function') return;
      retries = 0;
      connect();
    },
    close() {
      if (stopped) return;
      drop();
      stopped = true;
      setStatus('closed');
    },
    retries: () => retries,
  };
}
