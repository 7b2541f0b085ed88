import {
  type ReminderSettingsRequest,
  type ReminderSettingsResponse,
  zReminderSettingsResponse,
} from '@conecta/contract';

import { request } from '@/lib/http';

export const reminderSettingsKey = (clinicId: string) => ['reminder-settings', clinicId] as const;

/** GET /dashboard/settings/reminders: the clinic's message (the default until set). */
export function getReminderSettings(signal?: AbortSignal): Promise<ReminderSettingsResponse> {
  return request('/dashboard/settings/reminders', { schema: zReminderSettingsResponse, signal });
}

/** PUT /dashboard/settings/reminders: the Responsável's message and whether it waits for hours. */
export function saveReminderSettings(
  body: ReminderSettingsRequest,
): Promise<ReminderSettingsResponse> {
  return request('/dashboard/settings/reminders', {
    method: 'PUT',
    body,
    schema: zReminderSettingsResponse,
  });
}
