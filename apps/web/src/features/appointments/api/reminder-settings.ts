import {
  appointmentEndpoints,
  type ReminderSettingsRequest,
  type ReminderSettingsResponse,
} from '@conecta/contract';

import { callEndpoint } from '@/lib/call-endpoint';

export const reminderSettingsKey = (clinicId: string) => ['reminder-settings', clinicId] as const;

/** The clinic's message (the default until set). */
export function getReminderSettings(signal?: AbortSignal): Promise<ReminderSettingsResponse> {
  return callEndpoint(appointmentEndpoints.reminderSettings, {}, { signal });
}

/** The Responsável's message and whether it waits for hours. */
export function saveReminderSettings(
  body: ReminderSettingsRequest,
): Promise<ReminderSettingsResponse> {
  return callEndpoint(appointmentEndpoints.setReminderSettings, { body });
}
