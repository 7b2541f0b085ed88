import { z } from 'zod';

import { SEND_PACING_MSG as M } from '../messages/send-pacing.ts';
import { SEND_PACING_BOUNDS as B } from '../send-pacing.ts';

const wholeIn = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** PUT /dashboard/settings/send-pacing: the clinic's pace of automatic messages. */
export const zSendPacing = z.strictObject(
  {
    dailyCap: wholeIn(
      B.dailyCap.min,
      B.dailyCap.max,
      M.dailyCapRange(B.dailyCap.min, B.dailyCap.max),
    ),
    warmUp: z.boolean({ error: M.invalid }),
    minGapSeconds: wholeIn(
      B.minGapSeconds.min,
      B.minGapSeconds.max,
      M.minGapRange(B.minGapSeconds.min, B.minGapSeconds.max),
    ),
    extraGapSeconds: wholeIn(0, B.extraGapSeconds.max, M.extraGapRange(B.extraGapSeconds.max)),
  },
  { error: M.invalid },
);
export type SendPacingRequest = z.input<typeof zSendPacing>;

/** A number's day of automatic messages: sent, the cap, the warm-up day (null: warmed up or off). */
const zPacingDay = z.object({
  sent: z.number(),
  cap: z.number(),
  warmUpDay: z.number().nullable(),
  linked: z.boolean(),
});

export const zSendPacingResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  pacing: z.object({
    dailyCap: z.number(),
    warmUp: z.boolean(),
    minGapSeconds: z.number(),
    extraGapSeconds: z.number(),
  }),
  /** False until the clinic saves its own: `pacing` is then the server's defaults. */
  custom: z.boolean(),
  /** Today, in the clinic's day: automatic messages sent, the cap, and the warm-up day (null: warmed up or off). */
  today: zPacingDay,
  /**
   * The same day for each of the clinic's numbers (issue 48), the main one first: each number has
   * its own cap, warm-up and count. The screen lists them when there is more than one.
   */
  numbers: z.array(
    zPacingDay.extend({
      id: z.string(),
      /** The admin's name for it ('Recepção'); null: the phone names it. */
      label: z.string().nullable(),
      phone: z.string(),
      main: z.boolean(),
    }),
  ),
});
export type SendPacingResponse = z.infer<typeof zSendPacingResponse>;
