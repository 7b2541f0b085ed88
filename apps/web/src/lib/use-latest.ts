import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A ref that always holds the latest `value`, so timers and answers that arrive later call the
 * current callback without restarting the effect that scheduled them.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
