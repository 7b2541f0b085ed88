import { useMemo, useSyncExternalStore } from 'react';

/**
 * The browser's clock, read once a minute for every component that shows a relative time (a
 * card's 'Ontem'): one timer for the whole page, and a render never reads the clock itself, so a
 * board re-rendering for another reason shows the same words.
 */
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, 60_000);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearInterval(timer);
  };
}

const snapshot = () => now;

/** Now, to the minute; the component re-renders when the minute turns. */
export function useMinute(): Date {
  const at = useSyncExternalStore(subscribe, snapshot, snapshot);
  return useMemo(() => new Date(at), [at]);
}
