import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

const STEPS: Record<string, number> = {
  [KeyboardCode.Right]: 1,
  [KeyboardCode.Left]: -1,
  [KeyboardCode.Up]: 0,
  [KeyboardCode.Down]: 0,
};

/**
 * Arrow keys carry a picked-up card a whole column at a time: right and left put it over the
 * centre of the next column on that side; up and down do nothing, because order inside a column
 * is by time. When the next column is outside the board's scroll view, the sensor scrolls the
 * board instead of moving the card, which brings that column under it all the same.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = STEPS[event.code];
  if (step === undefined) return undefined;
  // No arrow scrolls the page or the column while a card is held.
  event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers, over } = context;
  if (step === 0 || !collisionRect) return undefined;

  const columns = droppableContainers
    .getEnabled()
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [{ id: container.id, rect }] : [];
    })
    .sort((a, b) => a.rect.left - b.rect.left);
  if (columns.length === 0) return undefined;

  const centre = collisionRect.left + collisionRect.width / 2;
  let index = columns.findIndex((c) => c.id === over?.id);
  if (index === -1) {
    // Not over a column yet: start from the one nearest the card.
    const distance = (c: (typeof columns)[number]) =>
      Math.abs(c.rect.left + c.rect.width / 2 - centre);
    index = columns.indexOf(columns.reduce((a, b) => (distance(b) < distance(a) ? b : a)));
  }
  const target = columns[index + step];
  if (!target) return undefined;
  return {
    x: target.rect.left + (target.rect.width - collisionRect.width) / 2,
    y: collisionRect.top,
  };
};
