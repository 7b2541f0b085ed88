import { z } from 'zod';

import { ROUTINE_MSG } from '../messages/routine-rules.ts';
import { isClosedDate } from '../holidays.ts';
import { MSG } from '../messages.ts';
import { minutesOf } from '../opening-hours.ts';
import { isWithinDateYears } from '../time-zone.ts';
import { zTimeZone } from './fields.ts';

export const OPEN_INTERVALS_MAX = 4;
export const CLOSED_DATES_MAX = 100;
/** A clinic's own name for a closed date ('Recesso de fim de ano'), at most this long. */
export const CLOSED_DATE_NAME_MAX = 60;

const M = ROUTINE_MSG;
const HHMM = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
// An interval may end at midnight, written 24:00.
const HHMM_END = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/;

const zInterval = z.strictObject(
  {
    start: z.string().regex(HHMM, M.openingHoursInvalid),
    end: z.string().regex(HHMM_END, M.openingHoursInvalid),
  },
  { error: M.openingHoursInvalid },
);

const zDay = (index: number) =>
  z
    .array(zInterval, { error: M.openingHoursInvalid })
    .max(OPEN_INTERVALS_MAX, M.hoursTooManyIntervals(OPEN_INTERVALS_MAX))
    .refine(
      (intervals) =>
        intervals.every(
          (it, i) =>
            minutesOf(it.start) < minutesOf(it.end) &&
            (i === 0 || minutesOf(intervals[i - 1]!.end) <= minutesOf(it.start)),
        ),
      M.hoursIntervalOrder(M.weekdays[index]!),
    );

/** PUT /dashboard/settings/opening-hours: the whole week (Sunday first), in order. */
export const zOpeningHours = z
  .strictObject(
    {
      enabled: z.boolean({ error: M.openingHoursInvalid }),
      timeZone: zTimeZone,
      days: z.tuple([zDay(0), zDay(1), zDay(2), zDay(3), zDay(4), zDay(5), zDay(6)], {
        error: M.openingHoursInvalid,
      }),
      closedDates: z
        .array(
          // 'YYYY-MM-DD' one day, 'MM-DD' every year (a fixed holiday such as '12-25').
          z
            .string({ error: M.openingHoursInvalid })
            .refine(isClosedDate, M.openingHoursInvalid)
            .refine(isWithinDateYears, MSG.validation.yearOutOfRange),
          { error: M.openingHoursInvalid },
        )
        .max(CLOSED_DATES_MAX, M.hoursTooManyDates(CLOSED_DATES_MAX)),
      // The clinic's own names, by closed date ('2026-12-24': 'Recesso de fim de ano'). Beside the
      // dates rather than inside them: the hours stored before names existed (plain dates) stay
      // valid as they are, and everything that only asks "closed that day?" reads dates alone.
      // Left out: the names already stored stay with the dates that stay.
      closedDateNames: z
        .record(
          z.string().refine(isClosedDate, M.openingHoursInvalid),
          z
            .string({ error: M.openingHoursInvalid })
            .trim()
            .max(CLOSED_DATE_NAME_MAX, M.holidayNameTooLong(CLOSED_DATE_NAME_MAX)),
          { error: M.openingHoursInvalid },
        )
        .optional(),
    },
    { error: M.openingHoursInvalid },
  )
  // A name for a date not in the list would come back as a closed day nobody chose.
  .refine((h) => Object.keys(h.closedDateNames ?? {}).every((d) => h.closedDates.includes(d)), {
    message: M.openingHoursInvalid,
    path: ['closedDateNames'],
  })
  // Hours switched on with every day closed would hold the automatic messages forever.
  .refine((h) => !h.enabled || h.days.some((d) => d.length > 0), {
    message: M.hoursNoneOpen,
    path: ['days'],
  });
export type OpeningHoursRequest = z.input<typeof zOpeningHours>;

export const zOpeningHoursResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  hours: z.object({
    enabled: z.boolean(),
    timeZone: z.string(),
    days: z.array(z.array(z.object({ start: z.string(), end: z.string() }))),
    closedDates: z.array(z.string()),
    closedDateNames: z.record(z.string(), z.string()).optional(),
  }),
  /** False until the clinic saves its own: `hours` are then the defaults, switched off. */
  custom: z.boolean(),
});
export type OpeningHoursResponse = z.infer<typeof zOpeningHoursResponse>;
