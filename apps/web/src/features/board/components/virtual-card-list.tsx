import type { BackendColumn, Chat } from '@conecta/contract';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef } from 'react';

import type { Matcher } from '../board-items';
import type { ColumnSettings } from '../column-settings';
import { DraggableChatCard } from './draggable-chat-card';

/** First guesses of a card's height; each card is measured once it renders. */
const CARD_HEIGHT = 78;
const BADGE_ROW_HEIGHT = 26;

type VirtualCardListProps = {
  chats: readonly Chat[];
  label: string;
  /**
   * What the person asked to see: a new search, tag, sort or visibility brings the list back to
   * its top (a refetch of the data does not).
   */
  settings: ColumnSettings;
  matches: Matcher | null;
  onMove: (chat: Chat, to: BackendColumn) => void;
  onOpenChat?: (chat: Chat) => void;
  /** The card being dragged: kept rendered even when scrolled away, so the drag goes on. */
  activeChatId: string | null;
  /** The card to focus once it is here. */
  focusChatId: string | null;
  onFocusTaken: () => void;
  /** The column's count when it has more than the cards here (pages still to come). */
  total?: number;
  /** Called when the cards in view come near the end of the list (its next page, issue 51). */
  onNearEnd?: () => void;
  /** Below the cards: the next page's button and loading state. */
  footer?: ReactNode;
};

/** How close to the last card the next page is asked for. */
const NEAR_END = 10;

/**
 * A column's cards, of which only those in view (plus a few) are in the DOM, so a column of
 * thousands scrolls as smoothly as one of ten. Heights are measured as cards render.
 */
export function VirtualCardList({
  chats,
  label,
  settings,
  matches,
  onMove,
  onOpenChat,
  activeChatId,
  focusChatId,
  onFocusTaken,
  total,
  onNearEnd,
  footer = null,
}: VirtualCardListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const activeIndex = activeChatId ? chats.findIndex((c) => c.chatId === activeChatId) : -1;
  const focusIndex = focusChatId ? chats.findIndex((c) => c.chatId === focusChatId) : -1;

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      for (const pinned of [activeIndex, focusIndex]) {
        if (pinned >= 0 && !indexes.includes(pinned)) indexes.push(pinned);
      }
      return indexes.sort((a, b) => a - b);
    },
    [activeIndex, focusIndex],
  );

  // The app does not use React Compiler, and the virtualizer itself is never handed to a
  // memoised child (only plain values are), which is what this rule guards against.
  // oxlint-disable-next-line react/incompatible-library
  const virtualizer = useVirtualizer({
    count: chats.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => {
      const chat = chats[i]!;
      const badges = chat.isGroup || chat.tags.length > 0;
      return CARD_HEIGHT + (badges ? BADGE_ROW_HEIGHT : 0);
    },
    getItemKey: (i) => chats[i]!.chatId,
    overscan: 6,
    gap: 8,
    paddingStart: 8,
    paddingEnd: 8,
    rangeExtractor,
    initialRect: { width: 300, height: 600 },
  });

  useLayoutEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [settings, matches]);

  const items = virtualizer.getVirtualItems();
  const lastInView = items.length > 0 ? items[items.length - 1]!.index : -1;
  const nearEnd = onNearEnd !== undefined && lastInView >= chats.length - NEAR_END;
  useEffect(() => {
    if (nearEnd) onNearEnd?.();
  }, [nearEnd, onNearEnd]);

  return (
    <div ref={scrollRef} className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-2">
      <ul
        role="list"
        aria-label={label}
        className="relative"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.map((item) => {
          const chat = chats[item.index]!;
          return (
            <li
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              aria-setsize={total ?? chats.length}
              aria-posinset={item.index + 1}
              className="absolute inset-x-0 top-0"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <DraggableChatCard
                chat={chat}
                onMove={onMove}
                onOpenChat={onOpenChat}
                takeFocus={item.index === focusIndex}
                onFocusTaken={onFocusTaken}
              />
            </li>
          );
        })}
      </ul>
      {footer}
    </div>
  );
}
