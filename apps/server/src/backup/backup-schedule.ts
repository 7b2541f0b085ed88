import { localToUtc, shiftDay, utcToLocal } from '@conecta/contract';

/** The latest instant, at or before `now`, at which it was `hour`:00 in `timeZone`. */
export function lastBackupSlot(now: Date, hour: number, timeZone: string): Date {
  const day = utcToLocal(now, timeZone).slice(0, 10);
  const at = (d: string) => localToUtc(`${d}T${String(hour).padStart(2, '0')}:00:00`, timeZone);
  const today = at(day);
  return today.getTime() <= now.getTime() ? today : at(shiftDay(day, -1));
}

/**
 * A backup is due once the day's hour has come and nothing was tried since. A server that has
 * never made one counts from its start: a fresh install (or a test's server) makes its first at
 * the next hour, while a server that was down over the hour makes the missed one at once.
 */
export function isBackupDue(
  now: Date,
  since: Date,
  schedule: { hour: number; timeZone: string },
): boolean {
  return lastBackupSlot(now, schedule.hour, schedule.timeZone).getTime() > since.getTime();
}
