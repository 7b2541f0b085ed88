import type { Chat } from '@conecta/contract';
import { useState } from 'react';

import { groupByColumn, reuseUnchanged, type ColumnGroups } from '../board-items';

/**
 * The chats split per column, worked out again only when the list changes. A column whose chats
 * did not change keeps its array, so the quiet 10 s refetch re-sorts only the columns it touched
 * (the query keeps unchanged chats as the same objects). Uses React's "state from the previous
 * render" pattern rather than a ref.
 */
export function useColumnGroups(chats: readonly Chat[]): ColumnGroups {
  const [state, setState] = useState(() => ({ chats, groups: groupByColumn(chats) }));
  if (state.chats === chats) return state.groups;
  const groups = reuseUnchanged(state.groups, groupByColumn(chats));
  setState({ chats, groups });
  return groups;
}
