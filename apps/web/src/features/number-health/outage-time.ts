import { utcToLocal } from '@conecta/contract';

/**
 * An instant as the banner says it, in the member's time zone: '14:32' today, '26/11 14:32'
 * another day.
 */
export function outageTime(iso: string, now: Date, timeZone: string): string {
  const at = utcToLocal(new Date(iso), timeZone);
  const time = at.slice(11, 16);
  if (at.slice(0, 10) === utcToLocal(now, timeZone).slice(0, 10)) return time;
  return `${at.slice(8, 10)}/${at.slice(5, 7)} ${time}`;
}
