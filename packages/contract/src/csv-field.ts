/** Excel and LibreOffice read UTF-8 (accents) only when the file starts with a byte-order mark. */
export const CSV_BOM = '\uFEFF';
export const EOL = '\r\n';

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
export function defuse(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
