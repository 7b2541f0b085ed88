import {
  dailyCapToday,
  dayIn,
  localToUtc,
  type SendPacing,
  shiftDay,
  warmUpDay,
} from '@conecta/contract';

/** The zone a clinic's day is counted in when it never set its hours (the accounts' default). */
export const DEFAULT_ZONE = 'America/Sao_Paulo';

/**
 * A number's day as its budget counts it: the clinic's local day, its cap today (the warm-up's
 * when the number is young; a number never linked is on day 1), and when the next day begins.
 */
export function numberDay(
  pacing: SendPacing,
  linkedAt: Date | null,
  now: Date,
  timeZone: string = DEFAULT_ZONE,
) {
  const day = dayIn(now, timeZone);
  const warm = linkedAt ? warmUpDay(linkedAt, now, timeZone) : null;
  return {
    day,
    warmUpDay: warm,
    cap: dailyCapToday(pacing, warm),
    nextDayStarts: localToUtc(`${shiftDay(day, 1)}T00:00`, timeZone),
  };
}

/** The gap after a send: the minimum plus the random part (`random` from 0 to 1). */
export function pacingGapMs(pacing: SendPacing, random: number): number {
  return Math.round((pacing.minGapSeconds + pacing.extraGapSeconds * random) * 1000);
}
