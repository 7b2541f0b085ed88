import { z } from 'zod';

import { ROUTINE_MSG } from '../messages/routine-rules.ts';
import {
  ROUTINE_HOURS_MAX,
  ROUTINE_SLOTS,
  ROUTINE_VARIANTS_MAX,
  TASK_MESSAGE_MAX,
} from '../constants.ts';
import { normaliseStopWord, STOP_WORD_MAX_LENGTH, STOP_WORDS_MAX } from '../opt-out.ts';

/** How far back a first routine may reach: 0 to 30 days, in hours. */
export const REACH_BACK_HOURS_MAX = 720;
/**
 * A number of hours from a JSON number or a query's text, written plainly ('6', '0.5', '0,5'):
 * blank text, signs and exponents are no number of hours.
 */
const hoursIn = (message: string, max: number) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,4}(?:[.,]\d{1,4})?$/, message)
          .transform((t) => t.replace(',', '.')),
      ],
      { error: message },
    )
    .pipe(z.coerce.number({ error: message }))
    .refine((n) => Number.isFinite(n) && n >= 0 && !Object.is(n, -0) && n <= max, message);
const zReachBackHours = hoursIn(
  ROUTINE_MSG.reachBackInvalid(REACH_BACK_HOURS_MAX),
  REACH_BACK_HOURS_MAX,
);

export const zRoutineRequest = z.strictObject({
  sequenceNumber: z.coerce
    .number({ error: ROUTINE_MSG.slotInvalid })
    .int(ROUTINE_MSG.slotInvalid)
    .min(1, ROUTINE_MSG.slotInvalid)
    .max(ROUTINE_SLOTS, ROUTINE_MSG.slotInvalid),
  textContent: z
    .string({ error: ROUTINE_MSG.textEmpty })
    .trim()
    .min(1, ROUTINE_MSG.textEmpty)
    .max(TASK_MESSAGE_MAX, ROUTINE_MSG.textLong),
  // More wordings of the same step, one chosen for each chat (blank ones are dropped).
  textVariants: z
    .array(
      z
        .string({ error: ROUTINE_MSG.variantsInvalid })
        .trim()
        .max(TASK_MESSAGE_MAX, ROUTINE_MSG.textLong),
      {
        error: ROUTINE_MSG.variantsInvalid,
      },
    )
    .max(ROUTINE_VARIANTS_MAX, ROUTINE_MSG.variantsTooMany(ROUTINE_VARIANTS_MAX))
    .transform((list) => list.filter((v) => v !== ''))
    .optional(),
  // Hours may be fractional (0.5 = 30 minutes); a blank or non-numeric value is refused.
  hoursDelay: z
    .union([z.number(), z.string().trim().min(1, ROUTINE_MSG.hoursInvalid)], {
      error: ROUTINE_MSG.hoursInvalid,
    })
    .pipe(z.coerce.number({ error: ROUTINE_MSG.hoursInvalid }))
    .refine(
      (n) => Number.isFinite(n) && n >= 0 && n <= ROUTINE_HOURS_MAX,
      ROUTINE_MSG.hoursInvalid,
    ),
  /**
   * With the clinic's first routine, how many hours back the routines may reach (the
   * conversations whose last clinic message is older are left alone). Default 0: none.
   */
  reachBackHours: zReachBackHours.optional(),
});
export type RoutineRequest = z.input<typeof zRoutineRequest>;

/** GET /dashboard/routines/reach: what saving this slot with this delay would reach now. */
export const zRoutineReachQuery = z.object({
  sequenceNumber: z.coerce
    .number({ error: ROUTINE_MSG.slotInvalid })
    .int(ROUTINE_MSG.slotInvalid)
    .min(1, ROUTINE_MSG.slotInvalid)
    .max(ROUTINE_SLOTS, ROUTINE_MSG.slotInvalid),
  hoursDelay: hoursIn(ROUTINE_MSG.hoursInvalid, ROUTINE_HOURS_MAX),
  reachBackHours: zReachBackHours.optional(),
});

export const zRoutineReachResponse = z.object({
  success: z.literal(true),
  count: z.number().int(),
  message: z.string(),
  /**
   * When what this save reaches would go. Null while the clinic is open or keeps no
   * hours (it goes at once); else the next opening, ISO, and `opensAtLabel` ('às 08:00').
   */
  opensAt: z.string().nullable(),
  opensAtLabel: z.string().nullable(),
});
export type RoutineReachResponse = z.infer<typeof zRoutineReachResponse>;

export const zRoutine = z.object({
  id: z.string(),
  sequenceNumber: z.number().int(),
  textContent: z.string(),
  // Absent: none (a routine saved before variants).
  textVariants: z.array(z.string()).optional(),
  hoursDelay: z.number(),
});
export type Routine = z.infer<typeof zRoutine>;

export const zRoutinesResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  routines: z.array(zRoutine),
});
export const zRoutineResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  routine: zRoutine.optional(),
});

/** PUT /dashboard/routines/stop-words: the clinic's words, or `null` for the defaults. */
export const zStopWordsRequest = z.strictObject({
  words: z
    .array(
      z
        .string({ error: ROUTINE_MSG.stopWordInvalid })
        .trim()
        .min(1, ROUTINE_MSG.stopWordInvalid)
        .max(STOP_WORD_MAX_LENGTH, ROUTINE_MSG.stopWordTooLong(STOP_WORD_MAX_LENGTH))
        .refine((w) => normaliseStopWord(w) !== '', ROUTINE_MSG.stopWordInvalid),
      { error: ROUTINE_MSG.stopWordsRequired },
    )
    .min(1, ROUTINE_MSG.stopWordsRequired)
    .max(STOP_WORDS_MAX, ROUTINE_MSG.stopWordsTooMany(STOP_WORDS_MAX))
    .nullable(),
});
export type StopWordsRequest = z.input<typeof zStopWordsRequest>;

export const zStopWordsResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  /** The words in force (the defaults when the clinic has none of its own). */
  words: z.array(z.string()),
  defaults: z.array(z.string()),
  custom: z.boolean(),
});
export type StopWordsResponse = z.infer<typeof zStopWordsResponse>;
