import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

import { STICK_TO_BOTTOM_PX } from '../chat-constants';

/**
 * Keeps the message list at its end while the reader is there: a new last message, or content
 * growing (a picture loading), scrolls down. Someone who scrolled up to read stays put, unless
 * the new message is their own.
 */
export function useStickToBottom(lastId: string | undefined, lastIsOwn: boolean) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);

  const toBottom = useCallback(() => {
    const el = scrollRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, []);

  const onScroll = () => {
    const el = scrollRef.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight <= STICK_TO_BOTTOM_PX;
  };

  useLayoutEffect(() => {
    if (lastId === undefined) return;
    if (atBottom.current || lastIsOwn) {
      atBottom.current = true;
      toBottom();
    }
  }, [lastId, lastIsOwn, toBottom]);

  useEffect(() => {
    const content = contentRef.current;
    if (!content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) toBottom();
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, [toBottom]);

  return { scrollRef, contentRef, onScroll };
}
