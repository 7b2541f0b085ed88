import { COLUMNS, type Chat } from '@conecta/contract';

import { columnChats, type ColumnGroups, type Matcher } from './board-items';
import type { BoardSettings } from './hooks/use-board-settings';

/** The chat 'N' opens: the first unread one as the board shows it, column by column. */
export function firstUnread(
  groups: ColumnGroups,
  settings: BoardSettings,
  matches: Matcher | null,
): Chat | null {
  for (const { backend } of COLUMNS) {
    const found = columnChats(groups[backend], settings[backend], matches).find(
      (chat) => chat.unread > 0,
    );
    if (found) return found;
  }
  return null;
}
