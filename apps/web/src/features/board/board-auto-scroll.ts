import type { AutoScrollOptions } from '@dnd-kit/core';

/** How near the board's left or right edge a dragged card must come for the board to scroll. */
export const AUTO_SCROLL_EDGE_PX = 48;

/** dnd-kit's own share of the scroller's width that scrolls it: 20 %. */
const DEFAULT_SHARE = 0.2;

/**
 * The board's sideways scroll while a card is dragged, for a scroller this wide. dnd-kit scrolls
 * as soon as the pointer is in the outer 20 % of the board (206 px of a 1,030 px desktop board,
 * two thirds of a column cut at its edge), at up to 1,500 px a second: a card let go on the
 * visible part of that column landed one column further, or in the gap between two, where
 * nothing happens ('Movimentação bloqueada' never came for a drag into Repescagem). Only the
 * last 48 px scroll now, the edge one pushes against to reach a column out of view. Up and down
 * keep dnd-kit's share (only the page scrolls that way: each column's list is not an ancestor of
 * the column it is dropped on).
 */
export function boardAutoScroll(width: number): AutoScrollOptions {
  const x = width > 0 ? Math.min(DEFAULT_SHARE, AUTO_SCROLL_EDGE_PX / width) : DEFAULT_SHARE;
  return { threshold: { x, y: DEFAULT_SHARE } };
}
