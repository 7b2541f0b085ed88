import { MSG, type Chat } from '@conecta/contract';

/** Excel and LibreOffice read UTF-8 (accents) only when the file starts with a byte-order mark. */
export const CSV_BOM = '\uFEFF';
const EOL = '\r\n';

/** A field that a spreadsheet would run as a formula ('=HYPERLINK(...)' typed as a name). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote, CR/LF or a semicolon (the
 * separator Excel uses in pt-BR), with inner quotes doubled. A leading formula character gets an
 * apostrophe first, so a contact name can never run as a formula.
 */
export function csvField(value: string): string {
  const safe = defuse(value);
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A value with an apostrophe before it when a spreadsheet would read it as a formula. */
function defuse(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

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
