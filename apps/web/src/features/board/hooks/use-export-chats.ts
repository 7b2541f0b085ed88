import {
  BOARD_PAGE_MAX,
  type BoardViewInput,
  type Chat,
  COLUMNS,
  MSG,
  TOAST_MS,
} from '@conecta/contract';
import { useCallback } from 'react';

import { toast } from '@/components/ui/use-toast';
import { recordExport } from '@/features/privacy';

import { fetchBoardPage } from '../api/board-api';
import { chatsToCsv, exportFileName } from '../board-csv';
import { columnChats, type ColumnGroups, filterMatcher, type BoardFilter } from '../board-items';
import { withinLoaded } from '../board-view';
import { downloadFile } from '@/lib/download-file';
import type { BoardPages } from './use-board-pages';
import type { BoardSettings } from './use-board-settings';

/** The rest of a column after its loaded pages, asked of the server page after page. */
async function restOfColumn(
  view: BoardViewInput,
  column: (typeof COLUMNS)[number]['backend'],
  after: string,
): Promise<Chat[]> {
  const out: Chat[] = [];
  let next: string | null = after;
  while (next) {
    const answer = await fetchBoardPage({ ...view, limit: BOARD_PAGE_MAX, column, after: next });
    out.push(...answer.chats);
    next = answer.columns?.[column]?.next ?? null;
  }
  return out;
}

function download(chats: Chat[]) {
  if (chats.length === 0) {
    toast({ variant: 'destructive', title: MSG.board.exportEmpty, duration: TOAST_MS.dashboard });
    return;
  }
  downloadFile(chatsToCsv(chats), exportFileName(new Date()), 'text/csv;charset=utf-8');
  // Patients' names and numbers left the product: the access log says who took them.
  recordExport({ kind: 'board', rows: chats.length });
}

/**
 * 'Exportar': a CSV of exactly what the board shows (search, tag, and each column's group and
 * newsletter settings), column by column in board order; a toast when that is nothing. A column
 * with pages still to come is exported whole: the server sends the rest of it (issue 51).
 */
export function useExportChats(
  groups: ColumnGroups,
  settings: BoardSettings,
  filter: BoardFilter,
  pages: BoardPages | null = null,
  view: BoardViewInput = {},
) {
  return useCallback(() => {
    const matches = filterMatcher(filter);
    const loaded = COLUMNS.map((c) =>
      withinLoaded(
        columnChats(groups[c.backend], settings[c.backend], matches),
        pages?.[c.backend],
        settings[c.backend].sortOrder === 'oldest',
      ),
    );
    const pending = COLUMNS.map((c) => pages?.[c.backend]?.next ?? null);
    if (pending.every((next) => next === null)) return download(loaded.flat());
    void Promise.all(
      COLUMNS.map((c, i) => (pending[i] ? restOfColumn(view, c.backend, pending[i]) : [])),
    )
      .then((rests) => {
        const chats = loaded.flatMap((shown, i) => {
          const seen = new Set(shown.map((chat) => chat.id));
          return [...shown, ...rests[i]!.filter((chat) => !seen.has(chat.id))];
        });
        download(chats);
      })
      .catch(() =>
        toast({
          variant: 'destructive',
          title: MSG.board.loadMoreFailed,
          duration: TOAST_MS.dashboard,
        }),
      );
  }, [groups, settings, filter, pages, view]);
}
