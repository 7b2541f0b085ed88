import { useSyncExternalStore } from 'react';

/** Below Tailwind's `sm` (640 px): a phone, held upright. */
const QUERY = '(max-width: 639px)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia?.(QUERY);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the screen is a phone's width. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(QUERY).matches ?? false,
    () => false,
  );
}
