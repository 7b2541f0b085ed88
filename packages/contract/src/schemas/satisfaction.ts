import { z } from 'zod';

import { SATISFACTION_MSG as M } from '../messages/satisfaction.ts';

/** The clinic's satisfaction question: on or off, and how many hours after 'Compareceu'. */
export const zSatisfactionSettings = z.strictObject({
  enabled: z.boolean({ error: M.settingsInvalid }),
  hoursAfter: z
    .number({ error: M.settingsInvalid })
    .int(M.settingsInvalid)
    .min(1, M.settingsInvalid)
    .max(72, M.settingsInvalid),
});
export type SatisfactionSettings = z.infer<typeof zSatisfactionSettings>;
export const DEFAULT_SATISFACTION_SETTINGS: SatisfactionSettings = {
  enabled: false,
  hoursAfter: 2,
};
export const zSatisfactionSettingsResponse = z.object({
  success: z.literal(true),
  settings: zSatisfactionSettings,
  message: z.string().optional(),
});
/** At most one question per patient in this many days. */
export const SURVEY_EVERY_DAYS = 30;
/** 0 to 6: the patient is not happy; someone calls back. */
export const LOW_SCORE_MAX = 6;
