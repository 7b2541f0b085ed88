import { type Appointment, MSG } from '@conecta/contract';

import { CSV_BOM, csvField, EOL } from '@/lib/csv-field';

import { stateLabel, stateOf } from './appointment-state';

/** A day's appointments as the agenda shows them, for a spreadsheet. */
export function appointmentsToCsv(appointments: readonly Appointment[]): string {
  const lines = [MSG.appointmentRules.csvHeader.join(',')];
  for (const a of appointments)
    lines.push(
      [
        a.startsAt.slice(11, 16),
        a.patientName,
        a.chatId,
        a.professional,
        stateLabel(stateOf(a)),
        a.lastReply ?? '',
      ]
        .map(csvField)
        .join(','),
    );
  return `${CSV_BOM}${lines.join(EOL)}${EOL}`;
}
