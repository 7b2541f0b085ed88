import { useSyncExternalStore } from 'react';

/**
 * A phone: narrower than Tailwind's `sm` (640 px) held upright, or a touch screen that short
 * held sideways. A computer's window made narrow matches too; what uses this keeps a way on.
 */
const QUERY = '(max-width: 639px), (pointer: coarse) and (max-height: 480px)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia?.(QUERY);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether this looks like a phone (issue 53: the QR code is not shown on the phone that reads it). */
export function usePhoneScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(QUERY).matches ?? false,
    () => false,
  );
}
