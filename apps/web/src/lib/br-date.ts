/**
 * Dates as a person in Brazil types and reads them, dd/mm/aaaa, whatever the browser's language;
 * the forms keep the ISO day (aaaa-mm-dd) that the API takes.
 */
import { DATE_YEAR_MAX, DATE_YEAR_MIN } from '@conecta/contract';

/** Keeps the digits typed and puts the slashes in: '2511' → '25/11', '25112026' → '25/11/2026'. */
export function maskBrDate(typed: string): string {
  const d = typed.replace(/\D/g, '').slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/**
 * The ISO day of a complete dd/mm/aaaa, 'incomplete' while it is being typed, 'invalid' for a
 * day that does not exist (31/02/2027) or a year the API does not take (before 1900, after 9998).
 */
export function parseBrDate(text: string): string | 'incomplete' | 'invalid' {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!m) return 'incomplete';
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    year >= DATE_YEAR_MIN &&
    year <= DATE_YEAR_MAX &&
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

const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};
const DATE_TIME = new Intl.DateTimeFormat('pt-BR', DATE_TIME_OPTIONS);
const dateTimeIn = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as '25/11/2026, 14:05', in `timeZone` when given (the clinic's, as its CSVs write
 * it), else in the browser's.
 */
export function formatBrDateTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (!timeZone) return DATE_TIME.format(date);
  let format = dateTimeIn.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('pt-BR', { ...DATE_TIME_OPTIONS, timeZone });
    dateTimeIn.set(timeZone, format);
  }
  return format.format(date);
}

const DAY_IN_WORDS = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const DAY_IN_WORDS_WITH_YEAR = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * An ISO day in words, 'sexta-feira, 27 de novembro', with the year when it is not the year of
 * `today` (also an ISO day); '' for anything but a day.
 */
export function formatDayInWords(iso: string, today: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return '';
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (Number.isNaN(date.getTime())) return '';
  return (iso.slice(0, 4) === today.slice(0, 4) ? DAY_IN_WORDS : DAY_IN_WORDS_WITH_YEAR).format(
    date,
  );
}

/** The browser's time zone, for a screen not told the member's. */
export function browserTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * What is typed in a day field, kept readable: digits get a '/' after a two-digit day
 * or month, and a separator the person types ('/', '-', '.' or a space) ends the part early, so
 * '2811' reads '28/11' and '1/12/26' stays '1/12/26'. At most dd/mm/aaaa.
 */
export function maskDayText(typed: string): string {
  const parts = [''];
  for (const ch of typed) {
    const last = parts.length - 1;
    if (/\d/.test(ch)) {
      const max = parts.length === 3 ? 4 : 2;
      if (parts[last]!.length < max) parts[last] += ch;
      else if (parts.length < 3) parts.push(ch);
    } else if ('/-. '.includes(ch) && parts[last] !== '' && parts.length < 3) {
      parts.push('');
    }
  }
  return parts.join('/');
}

/**
 * The ISO day of what was typed in a day field: 'dd/mm/aaaa', 'dd/mm/aa' (20aa) or 'dd/mm',
 * which means the year of `today` (an ISO day), or the next one when that day falls before
 * `notBefore` (a field that takes no past day: '28/11' typed in December is next November).
 * 'incomplete' for a text that is no day yet, 'invalid' for one that does not exist (31/02).
 */
export function readBrDay(
  text: string,
  today: string,
  notBefore?: string,
): string | 'incomplete' | 'invalid' {
  const m = /^(\d{1,2})\/(\d{1,2})(?:\/(\d{2}|\d{4}))?$/.exec(text.trim());
  if (!m) return 'incomplete';
  const day = m[1]!.padStart(2, '0');
  const month = m[2]!.padStart(2, '0');
  const at = (year: number) => parseBrDate(`${day}/${month}/${String(year).padStart(4, '0')}`);
  if (m[3]) return at(m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3]));
  const year = Number(today.slice(0, 4));
  const found = at(year);
  if (found !== 'invalid' && found !== 'incomplete' && notBefore && found < notBefore) {
    return at(year + 1);
  }
  return found;
}
