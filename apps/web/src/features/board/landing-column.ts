import { COLUMNS, type BackendColumn } from '@conecta/contract';

import type { ColumnGroups } from './board-items';

/**
 * Where a phone's board opens: the first column, in board order, with an unread
 * chat; else the first with any chat; null for an empty board. It used to open on 'Atendimento
 * VIP' even when that was empty and the patients waited two swipes away.
 */
export function landingColumn(
  groups: ColumnGroups,
  shown: (column: BackendColumn) => number,
): BackendColumn | null {
  const unread = COLUMNS.find(({ backend }) =>
    groups[backend].some((item) => item.chat.unread > 0),
  );
  if (unread && shown(unread.backend) > 0) return unread.backend;
  return COLUMNS.find(({ backend }) => shown(backend) > 0)?.backend ?? null;
}
