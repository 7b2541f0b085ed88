/**
 * Dates as a person in Brazil types and reads them, dd/mm/aaaa, whatever the browser's language;
 * the forms keep the ISO day (aaaa-mm-dd) that the API takes.
 */

/** Keeps the digits typed and puts the slashes in: '2511' → '25/11', '25112026' → '25/11/2026'. */
export function maskBrDate(typed: string): string {
  const d = typed.replace(/\D/g, '').slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/**
 * The ISO day of a complete dd/mm/aaaa, 'incomplete' while it is being typed, 'invalid' for a
 * day that does not exist (31/02/2027) or a year before 1900.
 */
export function parseBrDate(text: string): string | 'incomplete' | 'invalid' {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!m) return 'incomplete';
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day;
  return real ? `${m[3]}-${m[2]}-${m[1]}` : 'invalid';
}

/** '2026-11-25' → '25/11/2026'; '' for anything else. */
export function formatBrDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/** The ISO day of a calendar date (local fields). */
export function isoDay(year: number, monthIndex: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(monthIndex + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const DATE_TIME = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant as the browser's local '25/11/2026, 14:05'. */
export function formatBrDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE_TIME.format(date);
}
