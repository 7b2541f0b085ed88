import { z } from 'zod';

import { APPOINTMENT_MSG as M } from '../messages/appointment-rules.ts';
import {
  REMINDER_TEMPLATE_MAX,
  reminderVariablesList,
  unknownReminderVariables,
} from '../reminder-template.ts';

/** PUT /dashboard/settings/reminders: the clinic's reminder message and when it may go. */
export const zReminderSettings = z.strictObject(
  {
    template: z
      .string({ error: M.templateRequired })
      .trim()
      .min(1, M.templateRequired)
      .max(REMINDER_TEMPLATE_MAX, M.templateLong(REMINDER_TEMPLATE_MAX))
      .superRefine((template, ctx) => {
        const [unknown] = unknownReminderVariables(template);
        if (unknown)
          ctx.addIssue({
            code: 'custom',
            message: M.templateUnknown(unknown, reminderVariablesList()),
          });
      }),
    respectOpeningHours: z.boolean({ error: M.settingsInvalid }),
  },
  { error: M.settingsInvalid },
);
export type ReminderSettings = z.infer<typeof zReminderSettings>;
export type ReminderSettingsRequest = z.input<typeof zReminderSettings>;

export const zReminderSettingsResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  settings: z.object({ template: z.string(), respectOpeningHours: z.boolean() }),
  /** False until the clinic saves its own: `settings` are then the defaults. */
  custom: z.boolean(),
});
export type ReminderSettingsResponse = z.infer<typeof zReminderSettingsResponse>;
