import { closestCenter, pointerWithin, type CollisionDetection } from '@dnd-kit/core';

/**
 * Pointer and touch drops land in the column under the finger or cursor, and nowhere when it is
 * outside every column. A keyboard drag has no pointer: its card is placed over a column's
 * centre by the arrow keys, so the nearest centre is the column.
 */
export const boardCollision: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : closestCenter(args);
