import { type Appointment, MSG, phoneCell } from '@conecta/contract';

import { csvDate, toCsv } from '@/lib/csv-field';

import { stateLabel, stateOf } from './appointment-state';

/**
 * A day's appointments as the agenda shows them, for a spreadsheet: the day (dd/MM/aaaa) and the
 * time of each, as the clinic reads them (`startsAt` is already in the clinic's zone).
 */
export function appointmentsToCsv(appointments: readonly Appointment[]): string {
  return toCsv(
    MSG.appointmentRules.csvHeader,
    appointments.map((a) => [
      csvDate(a.startsAt),
      a.startsAt.slice(11, 16),
      a.patientName,
      phoneCell(a.chatId, { name: a.patientName }),
      a.professional,
      stateLabel(stateOf(a)),
      a.lastReply ?? '',
    ]),
  );
}
