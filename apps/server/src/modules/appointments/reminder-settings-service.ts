import { MSG, type ReminderSettings } from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import { clinicSettingsRepo } from '../clinic-settings/index.ts';

/** What a clinic that never chose gets: the default message, sent at any hour. */
export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  template: MSG.appointmentRules.defaultTemplate,
  respectOpeningHours: false,
};

/** The clinic's reminder message and whether reminders wait for its opening hours. */
export function createReminderSettingsService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async get(clinicId: string) {
      const settings = await clinicSettingsRepo.reminderSettings(db, clinicId);
      return {
        success: true as const,
        settings: settings ?? DEFAULT_REMINDER_SETTINGS,
        custom: settings !== null,
      };
    },
    async set(clinicId: string, input: ReminderSettings) {
      const settings: ReminderSettings = {
        template: input.template,
        respectOpeningHours: input.respectOpeningHours,
      };
      await clinicSettingsRepo.setReminderSettings(db, clinicId, settings);
      return {
        success: true as const,
        settings,
        custom: true,
        message: MSG.appointmentRules.settingsSaved,
      };
    },
  };
}
export type ReminderSettingsService = ReturnType<typeof createReminderSettingsService>;
