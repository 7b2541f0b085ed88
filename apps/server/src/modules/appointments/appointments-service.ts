import {
  DEFAULT_REMINDER_HOURS,
  localToUtc,
  MSG,
  shiftDay,
  utcToLocal,
  type WebhookEventType,
} from '@conecta/contract';

import { AppError } from '../../lib/errors.ts';
import { createAppointmentAttendance } from './appointment-attendance.ts';
import { createAppointmentReplies } from './appointment-replies.ts';
import { appointmentViews, NO_ANSWER_MS } from './appointment-view.ts';
import type { AppointmentsDeps, Member } from './appointments-deps.ts';
import { type AppointmentRow, appointmentsRepo } from './appointments-repo.ts';
import { clinicNames } from './clinic-names.ts';
import { CONFIRMED_TAG } from './confirmed-tag.ts';

export { NO_ANSWER_MS };

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The most chats the board is told the next appointment of. */
const UPCOMING_MAX = 2000;

interface AppointmentInput {
  chatId: string;
  startsAt: string;
  professional: string;
  procedure: string;
  remindHoursBefore: number[];
}

const notFound = () => new AppError('NOT_FOUND', MSG.appointmentRules.notFound);

/**
 * Appointments set from a chat: each gets its reminders (24 h and 2 h before by default); a
 * reminder whose time has already passed when it is set is skipped, not sent late. Moving an
 * appointment sets its reminders again; cancelling stops them. The patient's answers
 * (appointment-replies.ts) and the attendance marks (appointment-attendance.ts) are beside it.
 */
export function createAppointmentsService(deps: AppointmentsDeps) {
  const { db, clock, chats } = deps;
  /** An appointment's webhook event: its ids, time and professional beside `extra`. */
  const emit = (type: WebhookEventType, row: AppointmentRow, extra: Record<string, unknown> = {}) =>
    deps.emitWebhook?.(row.clinicId, type, {
      chatId: row.chatId,
      appointmentId: row.id,
      externalId: row.externalId ?? null,
      startsAt: row.startsAt.toISOString(),
      professional: row.professional,
      ...extra,
    });

  const views = (clinicId: string, rows: AppointmentRow[], zone: string) =>
    appointmentViews(db, clinicId, rows, zone, clock().getTime());

  async function setReminders(row: AppointmentRow, hoursBefore: number[]) {
    const now = clock().getTime();
    await appointmentsRepo.insertReminders(
      db,
      hoursBefore.map((hours) => {
        const due = new Date(row.startsAt.getTime() - hours * HOUR_MS);
        return {
          appointmentId: row.id,
          clinicId: row.clinicId,
          hoursBefore: hours,
          dueAt: due,
          nextAttemptAt: due,
          status: due.getTime() <= now ? ('skipped' as const) : ('pending' as const),
        };
      }),
    );
  }

  function startsAtOf(local: string, zone: string) {
    const at = localToUtc(local, zone);
    if (at.getTime() <= clock().getTime())
      throw new AppError('RULE_BROKEN', MSG.appointmentRules.dateFuture);
    return at;
  }

  /** A change made by a member: the other members' boards and agendas ask again. */
  async function answer(who: Member, row: AppointmentRow, message: string) {
    deps.publish(who.clinicId, 'chat-update', {
      chatId: row.chatId,
      reason: 'appointment',
      appointmentId: row.id,
      state: 'changed',
    });
    const zone = await deps.timeZoneOf(who.userId);
    const [appointment] = await views(who.clinicId, [row], zone);
    return { success: true as const, message, appointment: appointment! };
  }

  const replies = createAppointmentReplies(deps);
  const attendance = createAppointmentAttendance(deps, { answer, emit });

  return {
    ...replies,
    ...attendance,
    /**
     * An appointment the system sets (a waiting patient took a freed slot): with its reminders
     * (24 h and 2 h before, those already past skipped), in the freed slot's own zone.
     */
    async book(input: {
      clinicId: string;
      chatId: string;
      startsAt: Date;
      timeZone: string;
      professional: string;
      procedure: string;
    }): Promise<AppointmentRow | undefined> {
      const chat = await chats.find(input.clinicId, input.chatId);
      if (!chat) return undefined;
      const now = clock();
      const row = await appointmentsRepo.insert(db, {
        clinicId: input.clinicId,
        chatRowId: chat.id,
        chatId: chat.chatId,
        startsAt: input.startsAt,
        timeZone: input.timeZone,
        professional: input.professional,
        procedure: input.procedure,
        remindHours: DEFAULT_REMINDER_HOURS,
        createdAt: now,
        updatedAt: now,
      });
      await setReminders(row, DEFAULT_REMINDER_HOURS);
      emit('waiting_list.slot_filled', row);
      deps.publish(input.clinicId, 'chat-update', {
        chatId: row.chatId,
        reason: 'appointment',
        appointmentId: row.id,
        state: 'changed',
      });
      return row;
    },

    /** A freed slot someone else took: the appointment that asked to be moved is cancelled. */
    async release(clinicId: string, id: string): Promise<void> {
      const row = await appointmentsRepo.find(db, clinicId, id);
      if (!row || row.state === 'cancelled') return;
      // Taken by someone else: nothing to undo.
      await appointmentsRepo.update(db, clinicId, id, {
        state: 'cancelled',
        stateBeforeCancel: null,
        updatedAt: clock(),
      });
      await appointmentsRepo.skipPending(db, id);
      emit('appointment.cancelled', row, { by: 'waiting-list' });
      deps.publish(clinicId, 'chat-update', {
        chatId: row.chatId,
        reason: 'appointment',
        appointmentId: row.id,
        state: 'changed',
      });
    },

    /** `externalId`: the clinic system's own id, for one set through the public API. */
    async create(who: Member, input: AppointmentInput, externalId?: string) {
      const chat = await chats.find(who.clinicId, input.chatId);
      if (!chat) throw new AppError('NOT_FOUND', MSG.common.chatNotFound);
      const zone = await deps.timeZoneOf(who.userId);
      const startsAt = startsAtOf(input.startsAt, zone);
      const now = clock();
      const row = await appointmentsRepo.insert(db, {
        clinicId: who.clinicId,
        chatRowId: chat.id,
        chatId: chat.chatId,
        startsAt,
        timeZone: zone,
        professional: input.professional,
        procedure: input.procedure,
        remindHours: input.remindHoursBefore,
        externalId: externalId ?? null,
        createdBy: who.userId,
        createdAt: now,
        updatedAt: now,
      });
      await setReminders(row, input.remindHoursBefore);
      return answer(who, row, MSG.appointmentRules.created);
    },

    /** A new time, professional or reminders: the reminders not sent are set again. */
    async update(who: Member, id: string, input: AppointmentInput) {
      const row = await appointmentsRepo.find(db, who.clinicId, id);
      if (!row || row.chatId !== input.chatId) throw notFound();
      if (row.state === 'cancelled')
        throw new AppError('RULE_BROKEN', MSG.appointmentRules.cancelledAlready);
      const zone = await deps.timeZoneOf(who.userId);
      const startsAt = startsAtOf(input.startsAt, zone);
      const moved = startsAt.getTime() !== row.startsAt.getTime();
      const updated = await appointmentsRepo.update(db, who.clinicId, id, {
        startsAt,
        timeZone: zone,
        professional: input.professional,
        procedure: input.procedure,
        remindHours: input.remindHoursBefore,
        // A new time asks the patient again.
        ...(moved
          ? { state: 'waiting' as const, stateBeforeCancel: null, lastReply: null, repliedAt: null }
          : {}),
        updatedAt: clock(),
      });
      await appointmentsRepo.skipPending(db, id);
      await setReminders(updated!, input.remindHoursBefore);
      if (moved && row.state === 'confirmed')
        await deps.tags.markChat(who.clinicId, row.chatId, CONFIRMED_TAG, false);
      return answer(who, updated!, MSG.appointmentRules.updated);
    },

    async cancel(who: Member, id: string) {
      const row = await appointmentsRepo.find(db, who.clinicId, id);
      if (!row) throw notFound();
      // The state it left, for 'Desfazer' (POST .../restore), as 'Cancelado pela clínica' keeps.
      const updated = await appointmentsRepo.update(db, who.clinicId, id, {
        state: 'cancelled',
        ...(row.state !== 'cancelled' ? { stateBeforeCancel: row.state } : {}),
        updatedAt: clock(),
      });
      await appointmentsRepo.skipPending(db, id);
      if (row.state === 'confirmed')
        await deps.tags.markChat(who.clinicId, row.chatId, CONFIRMED_TAG, false);
      if (row.state !== 'cancelled') emit('appointment.cancelled', updated!, { by: 'clinic' });
      return answer(who, updated!, MSG.appointmentRules.cancelled);
    },

    /** The professionals and procedures the clinic has written, for the forms to offer. */
    async names(who: Member) {
      return {
        success: true as const,
        ...clinicNames(await appointmentsRepo.names(db, who.clinicId)),
      };
    },

    async listForChat(who: Member, chatId: string) {
      if (!(await chats.find(who.clinicId, chatId)))
        throw new AppError('NOT_FOUND', MSG.common.chatNotFound);
      const zone = await deps.timeZoneOf(who.userId);
      const rows = await appointmentsRepo.listForChat(db, who.clinicId, chatId);
      return { success: true as const, appointments: await views(who.clinicId, rows, zone) };
    },

    /**
     * Each chat's next appointment (one still on, or begun within the hour), soonest first: what
     * the board's cards and the chat window show.
     */
    async upcoming(who: Member) {
      const zone = await deps.timeZoneOf(who.userId);
      const from = new Date(clock().getTime() - HOUR_MS);
      const rows = await appointmentsRepo.nextPerChat(db, who.clinicId, from, UPCOMING_MAX);
      return { success: true as const, appointments: await views(who.clinicId, rows, zone) };
    },

    /** One appointment as the screens show it, without changing it (a repeated API call). */
    async show(who: Member, row: AppointmentRow, message: string) {
      const zone = await deps.timeZoneOf(who.userId);
      const [appointment] = await views(who.clinicId, [row], zone);
      return { success: true as const, message, appointment: appointment! };
    },

    /** The appointments of a day in the member's zone (default tomorrow). */
    async listDay(who: Member, date: string | undefined) {
      const zone = await deps.timeZoneOf(who.userId);
      const day = date ?? utcToLocal(new Date(clock().getTime() + DAY_MS), zone).slice(0, 10);
      const from = localToUtc(`${day}T00:00`, zone);
      // Four digits always (shiftDay): toISOString wrote the day after 9999-12-31 as
      // '+010000-01-01', which localToUtc refused (a 500, issue 47; the contract caps the year).
      const to = localToUtc(`${shiftDay(day, 1)}T00:00`, zone);
      const rows = await appointmentsRepo.listBetween(db, who.clinicId, from, to);
      return { success: true as const, appointments: await views(who.clinicId, rows, zone) };
    },
  };
}
export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
