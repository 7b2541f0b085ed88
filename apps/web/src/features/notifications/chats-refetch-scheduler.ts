import { NOTIFY } from './notification-constants';

export type RefetchScheduler = {
  /** Asks for a re-fetch `delayMs` from now (500 ms by default); asks in a burst merge. */
  request: (delayMs?: number) => void;
  dispose: () => void;
};

export type RefetchTiming = { debounceMs: number; minSpacingMs: number; maxWaitMs: number };

const DEFAULT_TIMING: RefetchTiming = {
  debounceMs: NOTIFY.chatsDebounceMs,
  minSpacingMs: NOTIFY.chatsMinSpacingMs,
  maxWaitMs: NOTIFY.chatsMaxWaitMs,
};

/**
 * The chat list re-fetch: each request restarts a 500 ms wait, two runs
 * start at least 1000 ms apart, one run at a time (a request during a run gives one more run
 * after it), and a burst that never pauses still gets a run `maxWaitMs` after its first request.
 */
export function createRefetchScheduler(
  run: () => Promise<unknown>,
  timing: RefetchTiming = DEFAULT_TIMING,
): RefetchScheduler {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let burstStart: number | null = null;
  let lastRun = -Infinity;
  let running = false;
  let again = false;
  let disposed = false;

  function request(delayMs: number = timing.debounceMs) {
    if (disposed) return;
    const now = Date.now();
    burstStart ??= now;
    const due = Math.max(
      Math.min(now + delayMs, burstStart + timing.maxWaitMs),
      lastRun + timing.minSpacingMs,
    );
    clearTimeout(timer);
    timer = setTimeout(fire, Math.max(0, due - now));
  }

  function fire() {
    timer = undefined;
    burstStart = null;
    if (running) {
      again = true;
      return;
    }
    running = true;
    lastRun = Date.now();
    void run()
      .catch(() => {})
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          request(0);
        }
      });
  }

  return {
    request,
    dispose() {
      disposed = true;
      clearTimeout(timer);
    },
  };
}
