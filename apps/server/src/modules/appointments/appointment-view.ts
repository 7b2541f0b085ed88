import { type Appointment, utcToLocal } from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import { type AppointmentRow, appointmentsRepo, type ReminderRow } from './appointments-repo.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** No answer this long before the appointment: 'Sem confirmação'. */
export const NO_ANSWER_MS = 3 * HOUR_MS;

/** An appointment as the screens and the public API show it, in the reader's zone at `now`. */
export function appointmentView(
  row: AppointmentRow,
  reminders: ReminderRow[],
  name: string,
  zone: string,
  now: number,
): Appointment {
  return {
    id: row.id,
    chatId: row.chatId,
    patientName: name,
    startsAt: utcToLocal(row.startsAt, zone).slice(0, 16),
    professional: row.professional,
    procedure: row.procedure,
    state: row.state,
    noAnswer:
      row.state === 'waiting' &&
      row.startsAt.getTime() - now <= NO_ANSWER_MS &&
      row.startsAt.getTime() > now - DAY_MS,
    past: row.startsAt.getTime() <= now,
    lastReply: row.lastReply,
    attendance: row.attendance,
    externalId: row.externalId,
    // Unmarked the day after: someone should say what happened.
    noRecord:
      row.attendance === null &&
      row.state !== 'cancelled' &&
      utcToLocal(row.startsAt, zone).slice(0, 10) < utcToLocal(new Date(now), zone).slice(0, 10),
    reminders: reminders
      .filter((r) => r.appointmentId === row.id)
      .map((r) => ({
        hoursBefore: r.hoursBefore,
        dueAt: utcToLocal(r.dueAt, zone).slice(0, 16),
        status: r.status,
      })),
  };
}

/** Several appointments of a clinic, with their reminders and patients' names in two reads. */
export async function appointmentViews(
  db: Db,
  clinicId: string,
  rows: AppointmentRow[],
  zone: string,
  now: number,
): Promise<Appointment[]> {
  const reminders = await appointmentsRepo.remindersOf(
    db,
    rows.map((r) => r.id),
  );
  const names = await appointmentsRepo.chatNames(db, clinicId, [
    ...new Set(rows.map((r) => r.chatId)),
  ]);
  return rows.map((r) => appointmentView(r, reminders, names.get(r.chatId) ?? r.chatId, zone, now));
}
