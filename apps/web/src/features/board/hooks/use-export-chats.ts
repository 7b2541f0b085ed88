import { COLUMNS, MSG, TOAST_MS } from '@conecta/contract';
import { useCallback } from 'react';

import { toast } from '@/components/ui/use-toast';
import { recordExport } from '@/features/privacy';

import { chatsToCsv, exportFileName } from '../board-csv';
import { columnChats, type ColumnGroups, filterMatcher, type BoardFilter } from '../board-items';
import { downloadFile } from '@/lib/download-file';
import type { BoardSettings } from './use-board-settings';

/**
 * 'Exportar': a CSV of exactly what the board shows (search, tag, and each column's group and
 * newsletter settings), column by column in board order; a toast when that is nothing.
 */
export function useExportChats(groups: ColumnGroups, settings: BoardSettings, filter: BoardFilter) {
  return useCallback(() => {
    const matches = filterMatcher(filter);
    const chats = COLUMNS.flatMap((c) =>
      columnChats(groups[c.backend], settings[c.backend], matches),
    );
    if (chats.length === 0) {
      toast({
        variant: 'destructive',
        title: MSG.board.exportEmpty,
        duration: TOAST_MS.dashboard,
      });
      return;
    }
    downloadFile(chatsToCsv(chats), exportFileName(new Date()), 'text/csv;charset=utf-8');
    // Patients' names and numbers left the product: the access log says who took them.
    recordExport({ kind: 'board', rows: chats.length });
  }, [groups, settings, filter]);
}
