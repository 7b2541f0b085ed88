/**
 * Dates of a task. `scheduledDate` is a local date-time without a zone,
 * 'YYYY-MM-DDTHH:mm:ss'; the picker keeps its two halves, the day 'YYYY-MM-DD' (the value of a
 * date field) and the time 'HH:mm'. No date library: these few are enough.
 */

const pad = (n: number) => String(n).padStart(2, '0');
const LOCAL_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/;

/** 'YYYY-MM-DD' of a date, in the browser's time zone (a date input's value). */
export function toDayValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'HH:mm' of a date. */
export function toTimeValue(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The local date-time the API takes: 'YYYY-MM-DDTHH:mm:ss'; '' when a half is missing. */
export function buildLocalDateTime(day: string, time: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time)) return '';
  return `${day}T${time}:00`;
}

/** A local date-time back to its day and time halves (for editing a task). */
export function splitLocalDateTime(value: string): { day: string; time: string } {
  const m = LOCAL_RE.exec(value);
  return m ? { day: `${m[1]}-${m[2]}-${m[3]}`, time: `${m[4]}:${m[5]}` } : { day: '', time: '' };
}

/** The instant of a local date-time in the browser's zone; null when it is not one. */
export function parseLocalDateTime(value: string): Date | null {
  const m = LOCAL_RE.exec(value);
  if (!m) return null;
  const [y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0] = m.slice(1).map((v) => Number(v ?? 0));
  const date = new Date(y, mo - 1, d, h, mi, s);
  return date.getMonth() === mo - 1 && date.getDate() === d ? date : null;
}

/** True when the local date-time is after `now`. */
export function isFuture(value: string, now: Date): boolean {
  const date = parseLocalDateTime(value);
  return date !== null && date.getTime() > now.getTime();
}

/** A local date-time as the picker shows it: 'dd/MM/yyyy HH:mm'; '' when it is not one. */
export function formatLocalDateTime(value: string): string {
  const m = LOCAL_RE.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]} ${m[4]}:${m[5]}` : '';
}

/** An instant (ISO) as 'dd/MM/yyyy HH:mm' in the browser's zone; '' when absent or invalid. */
export function formatInstant(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : formatLocalDateTime(`${toDayValue(date)}T${toTimeValue(date)}`);
}

/** An instant (ISO) as 'dd/MM HH:mm', short enough for a card; '' when absent or invalid. */
export function formatShortInstant(iso: string | null | undefined): string {
  return formatInstant(iso).replace(/^(\d{2}\/\d{2})\/\d{4}/, '$1');
}

/** An instant as short as a badge allows: 'HH:mm' on the day of `now`, else 'dd/MM'. */
export function formatCompactInstant(iso: string | null | undefined, now: Date): string {
  const full = formatInstant(iso);
  if (!iso || !full) return '';
  return toDayValue(new Date(iso)) === toDayValue(now) ? full.slice(11) : full.slice(0, 5);
}
