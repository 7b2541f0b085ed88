import type { Chat } from '@conecta/contract';
import { useMemo, useState } from 'react';

import { freezeOrder, heldView, type FrozenOrder } from '../held-order';

/**
 * Holds a column's order still while `held` (the pointer is over it, or a menu or dialog is open),
 * and lets it go when released. A change of what the person asked to see (sort, filter, search:
 * `asked`) or the pill's `apply` takes the live order at once, held or not.
 */
export function useHeldOrder(live: readonly Chat[], held: boolean, asked: readonly unknown[]) {
  const [frozen, setFrozen] = useState<FrozenOrder | null>(null);
  const [lastAsked, setLastAsked] = useState(asked);
  // Derived state, adjusted while rendering (React re-renders before anything is painted).
  if (asked.length !== lastAsked.length || asked.some((v, i) => v !== lastAsked[i])) {
    setLastAsked(asked);
    setFrozen(held ? freezeOrder(live) : null);
  } else if (held && !frozen) {
    setFrozen(freezeOrder(live));
  } else if (!held && frozen) {
    setFrozen(null);
  }
  const view = useMemo(() => heldView(held ? frozen : null, live), [held, frozen, live]);
  return { ...view, apply: () => setFrozen(held ? freezeOrder(live) : null) };
}
