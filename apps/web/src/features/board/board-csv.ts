import { MSG, type Chat } from '@conecta/contract';

import { CSV_BOM, csvField, defuse, EOL } from '@/lib/csv-field';

export { CSV_BOM, csvField };

/** The export's rows (spec: Nome, Telefone, Etiquetas with tag names joined by ';'). */
export function chatsToCsv(chats: readonly Chat[]): string {
  const lines = [MSG.board.csvHeader.join(',')];
  for (const chat of chats) {
    // A pt-BR spreadsheet splits on ';' too: each tag becomes a cell and is guarded on its own.
    const tags = chat.tags.map((t) => defuse(t.name)).join(';');
    lines.push([chat.name?.trim() ?? '', chat.phone, tags].map(csvField).join(','));
  }
  return `${CSV_BOM}${lines.join(EOL)}${EOL}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `chats_export_2026-11-23T14-05-09.csv`, in local time, with no character a file system bars. */
export function exportFileName(now: Date): string {
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  const time = `${pad(now.getHours())}-${pad(now.getMinutes())}-${pad(now.getSeconds())}`;
  return `chats_export_${date}T${time}.csv`;
}
