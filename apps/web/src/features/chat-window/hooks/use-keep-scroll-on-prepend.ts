import { type RefObject, useCallback, useLayoutEffect, useRef } from 'react';

/** Within this distance of the top, scrolling up asks for older messages. */
export const LOAD_OLDER_PX = 200;

/**
 * Older messages put above the list would push what the reader is looking at down the screen.
 * `keep` notes where the reader is just before they come; once the first entry changes, the
 * scroll moves by exactly what was added above, so the same message stays under their eyes.
 */
export function useKeepScrollOnPrepend(
  scrollRef: RefObject<HTMLDivElement | null>,
  firstId: string | undefined,
) {
  const mark = useRef<{ height: number; top: number } | null>(null);

  const keep = useCallback(() => {
    const el = scrollRef.current;
    if (el) mark.current = { height: el.scrollHeight, top: el.scrollTop };
  }, [scrollRef]);

  useLayoutEffect(() => {
    const el = scrollRef.current;
    const at = mark.current;
    // Runs when the first entry changes (older ones came); with no entries there is nothing to keep.
    if (!el || !at || firstId === undefined) return;
    mark.current = null;
    el.scrollTop = at.top + (el.scrollHeight - at.height);
  }, [firstId, scrollRef]);

  return keep;
}
