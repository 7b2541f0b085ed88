import { z } from 'zod';

import { ROUTINE_MSG } from '../messages/routine-rules.ts';
import { ROUTINE_HOURS_MAX, ROUTINE_SLOTS, TASK_MESSAGE_MAX } from '../constants.ts';
import { normaliseStopWord, STOP_WORD_MAX_LENGTH, STOP_WORDS_MAX } from '../opt-out.ts';

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
});
export type RoutineRequest = z.input<typeof zRoutineRequest>;

export const zRoutine = z.object({
  id: z.string(),
  sequenceNumber: z.number().int(),
  textContent: z.string(),
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
