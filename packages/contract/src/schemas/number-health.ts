import { z } from 'zod';

import { NUMBERS_MSG } from '../messages/clinic-numbers.ts';
import { NUMBER_HEALTH_MSG } from '../messages/number-health.ts';
import { zNumberIdFilter } from './clinic-numbers.ts';

/** What revealed a connection change (the panel says it in words: MSG.numberHealth.reasons). */
export const CONNECTION_CHANGE_REASONS = ['webhook', 'status-check', 'send-failure'] as const;
export type ConnectionChangeReason = (typeof CONNECTION_CHANGE_REASONS)[number];

/** The disconnection alert's bounds, in minutes, and its default. */
export const OUTAGE_ALERT_MINUTES = { min: 1, max: 240, default: 5 } as const;

export const zOutage = z.object({
  start: z.string(),
  /** Null while the number is still down. */
  end: z.string().nullable(),
  lengthMs: z.number().int(),
  reason: z.enum(CONNECTION_CHANGE_REASONS),
});
export type Outage = z.infer<typeof zOutage>;

export const zHealthDay = z.object({
  /** The day in the asking member's time zone, YYYY-MM-DD. */
  day: z.string(),
  sent: z.number().int(),
  received: z.number().int(),
  /** Of the sent: the ones nobody typed (scheduled messages, routine steps, reminders). */
  automatic: z.number().int(),
});
export type HealthDay = z.infer<typeof zHealthDay>;

export const zNumberHealthResponse = z.object({
  success: z.literal(true),
  /** Share of the window the number was connected (0 to 1); null before it was ever linked. */
  uptime7: z.number().nullable(),
  uptime30: z.number().nullable(),
  /** The last 30 days' outages, newest first. */
  outages: z.array(zOutage),
  /** The last 14 days, oldest first, today last. */
  days: z.array(zHealthDay),
  /** Sent per received over the 14 days; null when nothing was received. */
  ratio: z.number().nullable(),
  alertMinutes: z.number().int(),
});
export type NumberHealthResponse = z.infer<typeof zNumberHealthResponse>;

export const zGapPatient = z.object({
  chatId: z.string(),
  name: z.string(),
  /** Their messages inside the outage. */
  count: z.number().int(),
  lastAt: z.string(),
});
export type GapPatient = z.infer<typeof zGapPatient>;

/**
 * Which of the clinic's numbers (issue 48): the id `GET /dashboard/numbers` names it by. Left
 * out, the main number, as before a clinic could have several.
 */
export const zNumberQuery = z.strictObject({
  numberId: zNumberIdFilter(NUMBERS_MSG.clinicNumbers.filterInvalid).optional(),
});
export type NumberQuery = z.infer<typeof zNumberQuery>;

const zGapShape = {
  id: z.string(),
  start: z.string(),
  heldSends: z.number().int(),
  patients: z.array(zGapPatient),
};

export const zOutageStateResponse = z.object({
  success: z.literal(true),
  /** When the number went down, while it is down (linked before, not now); otherwise null. */
  disconnectedSince: z.string().nullable(),
  /** The last outage that ended, with who wrote in it and how many automatic sends waited. */
  lastOutage: z.object({ ...zGapShape, end: z.string() }).nullable(),
  /**
   * The outage going on now, while the number is down: who wrote since it dropped (a number
   * whose provider still delivers, or late deliveries already in) and the sends held so far.
   * Null when it is up; left out by servers before issue 48, read as null.
   */
  currentOutage: z.object(zGapShape).nullable().default(null),
});
export type OutageStateResponse = z.infer<typeof zOutageStateResponse>;

const alertRange = NUMBER_HEALTH_MSG.numberHealth.alertRange(
  OUTAGE_ALERT_MINUTES.min,
  OUTAGE_ALERT_MINUTES.max,
);
export const zOutageAlertRequest = z.object({
  minutes: z
    .number({ error: alertRange })
    .int(alertRange)
    .min(OUTAGE_ALERT_MINUTES.min, alertRange)
    .max(OUTAGE_ALERT_MINUTES.max, alertRange),
});
export type OutageAlertRequest = z.infer<typeof zOutageAlertRequest>;
export const zOutageAlertResponse = z.object({
  success: z.literal(true),
  minutes: z.number().int(),
});
