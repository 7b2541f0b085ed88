import { SEND_PACING_MSG } from './messages/send-pacing.ts';
import { dayIn } from './time-zone.ts';

/**
 * How a clinic's WhatsApp number sends automatic messages so that it does not look like spam:
 * at most `dailyCap` a day (the clinic's local day), fewer while a newly linked number warms up,
 * and at least `minGapSeconds` plus a random 0..`extraGapSeconds` between two of them.
 */
export interface SendPacing {
  dailyCap: number;
  warmUp: boolean;
  minGapSeconds: number;
  extraGapSeconds: number;
}

/** The bounds a Responsável may choose within (docs/decisions.md says why). */
export const SEND_PACING_BOUNDS = {
  dailyCap: { min: 10, max: 1000 },
  minGapSeconds: { min: 2, max: 120 },
  extraGapSeconds: { max: 300 },
} as const;

/** Days a newly linked number warms up; its first day is day 1. */
export const WARM_UP_DAYS = 14;
/** A newly linked number's cap on its first day. */
export const WARM_UP_FIRST_DAY_CAP = 20;

/** Which warm-up day `now` is for a number linked at `linkedAt` (1 on the linking day), in the zone. */
export function warmUpDay(linkedAt: Date, now: Date, timeZone: string): number {
  const linked = Date.parse(`${dayIn(linkedAt, timeZone)}T00:00:00Z`);
  const today = Date.parse(`${dayIn(now, timeZone)}T00:00:00Z`);
  return Math.max(1, Math.round((today - linked) / 86_400_000) + 1);
}

/**
 * Today's cap of automatic messages: the clinic's cap, or during the warm-up a line from
 * `WARM_UP_FIRST_DAY_CAP` on day 1 up to the cap on day `WARM_UP_DAYS`. A number never linked
 * (no date) counts as day 1.
 */
export function dailyCapToday(
  pacing: Pick<SendPacing, 'dailyCap' | 'warmUp'>,
  day: number | null,
): number {
  if (!pacing.warmUp) return pacing.dailyCap;
  const d = day ?? 1;
  if (d >= WARM_UP_DAYS) return pacing.dailyCap;
  const first = Math.min(WARM_UP_FIRST_DAY_CAP, pacing.dailyCap);
  return Math.round(first + ((pacing.dailyCap - first) * (d - 1)) / (WARM_UP_DAYS - 1));
}

/**
 * What a Responsável reads of today's automatic messages, in 'Clínica' and in 'Saúde do número':
 * the warm-up day and today's cap, then the count against it.
 */
export function pacingTodayLines(today: {
  sent: number;
  cap: number;
  warmUpDay: number | null;
  linked: boolean;
}): [string, string] {
  const P = SEND_PACING_MSG;
  const head = !today.linked
    ? P.notLinked
    : today.warmUpDay !== null
      ? P.warmUpToday(today.warmUpDay, WARM_UP_DAYS, today.cap)
      : P.capToday(today.cap);
  return [head, P.sentToday(today.sent, today.cap)];
}
