import {
  type Appointment,
  type AttendanceMark,
  MSG,
  type WebhookEventType,
} from '@conecta/contract';

import { AppError } from '../../lib/errors.ts';
import { recordClinicAction } from '../audit/index.ts';
import type { AppointmentsDeps, Member } from './appointments-deps.ts';
import { type AppointmentRow, appointmentsRepo } from './appointments-repo.ts';
import { CONFIRMED_TAG } from './confirmed-tag.ts';

/** How the service answers a member and tells the clinic's webhooks (appointments-service.ts). */
interface Effects {
  answer: (
    who: Member,
    row: AppointmentRow,
    message: string,
  ) => Promise<{ success: true; message: string; appointment: Appointment }>;
  emit: (type: WebhookEventType, row: AppointmentRow, extra?: Record<string, unknown>) => void;
}

const notFound = () => new AppError('NOT_FOUND', MSG.appointmentRules.notFound);

/** What happened at the appointment's time ('Compareceu', 'Faltou', 'Cancelado pela clínica'), and its 'Desfazer'. */
export function createAppointmentAttendance(
  deps: Pick<AppointmentsDeps, 'db' | 'clock' | 'tags' | 'onAttendance' | 'slotOffered'>,
  { answer, emit }: Effects,
) {
  const { db, clock } = deps;

  /** The activity log's line for an appointment, named by its patient's chat. */
  async function audit(
    who: Member,
    action: 'appointment.attendance' | 'appointment.restore',
    row: AppointmentRow,
    detail: Record<string, unknown>,
    meta: { ip: string },
    now: Date,
  ) {
    const names = await appointmentsRepo.chatNames(db, who.clinicId, [row.chatId]);
    await recordClinicAction(
      db,
      who,
      action,
      names.get(row.chatId) ?? row.chatId,
      { appointmentId: row.id, chatId: row.chatId, ...detail },
      meta,
      now,
    );
  }

  return {
    /**
     * 'Compareceu' or 'Faltou' once its time came; 'Cancelado pela clínica' at any time, which
     * cancels it (its reminders stop, and the slot may go to the waiting list). Recorded in the
     * audit.
     */
    async markAttendance(who: Member, id: string, mark: AttendanceMark, meta: { ip: string }) {
      const row = await appointmentsRepo.find(db, who.clinicId, id);
      if (!row) throw notFound();
      const now = clock();
      if (mark !== 'clinicCancelled') {
        if (row.state === 'cancelled')
          throw new AppError('RULE_BROKEN', MSG.appointmentRules.cancelledAlready);
        if (row.startsAt.getTime() > now.getTime())
          throw new AppError('RULE_BROKEN', MSG.appointmentRules.attendanceFuture);
      }
      const updated = await appointmentsRepo.update(db, who.clinicId, id, {
        attendance: mark,
        attendanceAt: now,
        attendanceBy: who.userId,
        ...(mark === 'clinicCancelled' && row.state !== 'cancelled'
          ? { state: 'cancelled' as const, stateBeforeCancel: row.state }
          : {}),
        updatedAt: now,
      });
      if (mark === 'clinicCancelled') {
        await appointmentsRepo.skipPending(db, id);
        if (row.state === 'confirmed')
          await deps.tags.markChat(who.clinicId, row.chatId, CONFIRMED_TAG, false);
      }
      await audit(who, 'appointment.attendance', row, { attendance: mark }, meta, now);
      await deps.onAttendance?.(updated!, mark);
      emit('appointment.attendance', updated!, { attendance: mark });
      if (mark === 'clinicCancelled' && row.state !== 'cancelled')
        emit('appointment.cancelled', updated!, { by: 'clinic' });
      const label = MSG.appointmentRules.attendance[mark];
      return answer(
        who,
        updated!,
        // What happened to it, not the button's name: 'Consulta cancelada'.
        mark === 'clinicCancelled'
          ? MSG.appointmentRules.cancelled
          : MSG.appointmentRules.attendanceSaved(label),
      );
    },

    /**
     * 'Desfazer' after 'Cancelado pela clínica' or a plain 'Cancelar consulta': the appointment
     * is back as it was (its state, unmarked, the reminders still ahead). Refused once the slot
     * was offered to the waiting list (someone may be taking it) or its time has passed.
     */
    async restore(who: Member, id: string, meta: { ip: string }) {
      const row = await appointmentsRepo.find(db, who.clinicId, id);
      if (!row) throw notFound();
      // A clinic's cancellation, marked or plain ('Cancelar consulta'); not a visit marked since.
      if (
        (row.attendance !== null && row.attendance !== 'clinicCancelled') ||
        row.state !== 'cancelled' ||
        !row.stateBeforeCancel
      )
        throw new AppError('RULE_BROKEN', MSG.appointmentRules.notRestorable);
      const now = clock();
      if (row.startsAt.getTime() <= now.getTime())
        throw new AppError('RULE_BROKEN', MSG.appointmentRules.restorePast);
      if (await deps.slotOffered?.(who.clinicId, id))
        throw new AppError('CONFLICT', MSG.appointmentRules.restoreOffered);
      const state = row.stateBeforeCancel;
      const updated = await appointmentsRepo.update(db, who.clinicId, id, {
        state,
        stateBeforeCancel: null,
        attendance: null,
        attendanceAt: null,
        attendanceBy: null,
        updatedAt: now,
      });
      await appointmentsRepo.resumeSkipped(db, id, now);
      if (state === 'confirmed')
        await deps.tags.markChat(who.clinicId, row.chatId, CONFIRMED_TAG, true);
      await audit(who, 'appointment.restore', row, { state }, meta, now);
      return answer(who, updated!, MSG.appointmentRules.restored);
    },
  };
}
