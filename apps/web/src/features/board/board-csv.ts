import { MSG, phoneCell, type Chat } from '@conecta/contract';

import { CSV_BOM, csvField, defuse, toCsv } from '@/lib/csv-field';

export { CSV_BOM, csvField };

/**
 * The export's rows (spec: Nome, Telefone, Etiquetas with tag names joined by ';'), fields split
 * on ';' for a pt-BR spreadsheet: the tags' cell is quoted, so it stays one cell.
 */
export function chatsToCsv(chats: readonly Chat[]): string {
  return toCsv(
    MSG.board.csvHeader,
    chats.map((chat) => [
      chat.name?.trim() ?? '',
      // A username user's chat is keyed by a BSUID nobody should read: '@username' or the name.
      phoneCell(chat.phone, chat),
      // Each tag is guarded on its own too, for a program that splits the cell on ';' again.
      chat.tags.map((t) => defuse(t.name)).join(';'),
    ]),
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `chats_export_2026-11-23T14-05-09.csv`, in local time, with no character a file system bars. */
export function exportFileName(now: Date): string {
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  const time = `${pad(now.getHours())}-${pad(now.getMinutes())}-${pad(now.getSeconds())}`;
  return `chats_export_${date}T${time}.csv`;
}
