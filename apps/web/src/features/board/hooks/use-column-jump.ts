import { COLUMNS, readColumn, type BackendColumn } from '@conecta/contract';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** The column section inside the board's scroller (ColumnDropArea marks it). */
function columnSection(scroller: HTMLElement, column: BackendColumn): HTMLElement | null {
  return scroller.querySelector<HTMLElement>(`[data-column="${column}"]`);
}

/** The column whose left edge is nearest the scroller's left edge: the one a phone shows. */
function columnInView(scroller: HTMLElement): BackendColumn {
  const left = scroller.getBoundingClientRect().left;
  let best: BackendColumn = COLUMNS[0]!.backend;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const section of scroller.querySelectorAll<HTMLElement>('[data-column]')) {
    const distance = Math.abs(section.getBoundingClientRect().left - left);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = readColumn(section.dataset.column ?? '');
    }
  }
  return best;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * The phone's column strip: which column the board's scroller shows, followed as the
 * user swipes, and a jump that scrolls the board to a column's left edge. The scroll position is
 * read once per frame at most, so a swipe does not re-render the board on every scroll event.
 */
export function useColumnJump(scrollerRef: RefObject<HTMLElement | null>) {
  const [current, setCurrent] = useState<BackendColumn>(COLUMNS[0]!.backend);
  const frame = useRef(0);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const onScroll = () => {
      if (frame.current) return;
      frame.current = requestAnimationFrame(() => {
        frame.current = 0;
        setCurrent(columnInView(scroller));
      });
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      scroller.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, [scrollerRef]);

  const jump = useCallback(
    (column: BackendColumn, behavior?: ScrollBehavior) => {
      const scroller = scrollerRef.current;
      const section = scroller && columnSection(scroller, column);
      if (!scroller || !section) return;
      const offset = section.getBoundingClientRect().left - scroller.getBoundingClientRect().left;
      setCurrent(column);
      scroller.scrollTo({
        left: scroller.scrollLeft + offset,
        behavior: behavior ?? (prefersReducedMotion() ? 'auto' : 'smooth'),
      });
    },
    [scrollerRef],
  );

  return { current, jump };
}
