import { utcToLocal } from './time-zone.ts';

/**
 * Every CSV the app writes (the board, a day's appointments, the access log) opens as a table in
 * a Brazilian Excel or LibreOffice: fields split on ';' (',' is the decimal mark there), UTF-8
 * read as such thanks to the byte-order mark, CRLF line ends.
 */

/** Excel and LibreOffice read UTF-8 (accents) only when the file starts with a byte-order mark. */
export const CSV_BOM = '\uFEFF';
export const EOL = '\r\n';
/** The list separator of a pt-BR spreadsheet. */
export const CSV_SEPARATOR = ';';

/** A field that a spreadsheet would run as a formula ('=HYPERLINK(...)' typed as a name). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field (RFC 4180): quoted when it holds the separator ';', a comma, a quote or CR/LF,
 * with inner quotes doubled. A leading formula character gets an apostrophe first, so a contact
 * name can never run as a formula.
 */
export function csvField(value: string): string {
  const safe = defuse(value);
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A value with an apostrophe before it when a spreadsheet would read it as a formula. */
export function defuse(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One line of fields, each guarded and quoted as needed, joined by ';'. */
export function csvRow(fields: readonly string[]): string {
  return fields.map(csvField).join(CSV_SEPARATOR);
}

/** A whole file: BOM, the header, one line per row, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: Iterable<readonly string[]>): string {
  const lines = [csvRow(header)];
  for (const row of rows) lines.push(csvRow(row));
  return `${CSV_BOM}${lines.join(EOL)}${EOL}`;
}

/**
 * An instant as a person in the clinic reads it, 'dd/MM/aaaa HH:mm' in `timeZone` (never UTC: a
 * late evening in São Paulo is the next day in UTC).
 */
export function csvDateTime(at: Date, timeZone: string): string {
  const local = utcToLocal(at, timeZone);
  return `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} ${local.slice(11, 16)}`;
}

/** A local 'YYYY-MM-DD…' day as 'dd/MM/aaaa'. */
export function csvDate(localDay: string): string {
  return `${localDay.slice(8, 10)}/${localDay.slice(5, 7)}/${localDay.slice(0, 4)}`;
}
