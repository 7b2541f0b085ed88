import {
  type Appointment,
  type AttendanceMark,
  type WebhookEventType,
  localToUtc,
  MSG,
  PREVIEW_MAX,
  type AppointmentReply,
  DEFAULT_REMINDER_HOURS,
  readAppointmentReply,
  readColumn,
  readReactionReply,
  shiftDay,
  TAG_COLORS,
  utcToLocal,
} from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { Publish } from '../../events/event-bus.ts';
import { recordClinicAction } from '../audit/index.ts';
import type { ChatsService } from '../conversations/index.ts';
import type { TagsService } from '../tags/index.ts';
import { clinicNames } from './clinic-names.ts';
import { type AppointmentRow, appointmentsRepo, type ReminderRow } from './appointments-repo.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** No answer this long before the appointment: 'Sem confirmação'. */
export const NO_ANSWER_MS = 3 * HOUR_MS;
/** The most chats the board is told the next appointment of. */
const UPCOMING_MAX = 2000;

interface Member {
  userId: string;
  clinicId: string;
}
interface AppointmentInput {
  chatId: string;
  startsAt: string;
  professional: string;
  procedure: string;
  remindHoursBefore: number[];
}

const CONFIRMED_TAG = { name: MSG.appointmentRules.confirmedTag, color: TAG_COLORS[0] };

const notFound = () => new AppError('NOT_FOUND', MSG.appointmentRules.notFound);

/**
 * Appointments set from a chat: each gets its reminders (24 h and 2 h before by default); a
 * reminder whose time has already passed when it is set is skipped, not sent late. Moving an
 * appointment sets its reminders again; cancelling stops them.
 */
export function createAppointmentsService(deps: {
  db: Db;
  clock: Clock;
  chats: Pick<ChatsService, 'find' | 'placeIn'>;
  tags: Pick<TagsService, 'markChat'>;
  timeZoneOf: (userId: string) => Promise<string>;
  publish: Publish;
  /** A mark was saved (the satisfaction survey follows 'Compareceu'). */
  onAttendance?: (row: AppointmentRow, mark: AttendanceMark) => Promise<void>;
  /** Whether the appointment's freed slot was offered to the waiting list (no 'Desfazer' then). */
  slotOffered?: (clinicId: string, appointmentId: string) => Promise<boolean>;
  /** Issue 49: hands an event to the clinic's outbound webhooks (after the change is saved). */
  emitWebhook?: (clinicId: string, type: WebhookEventType, data: Record<string, unknown>) => void;
}) {
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

  function view(row: AppointmentRow, reminders: ReminderRow[], name: string, zone: string) {
    const now = clock().getTime();
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
      // Unmarked the day after: someone should say what happened.
      externalId: row.externalId,
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
    } satisfies Appointment;
  }

  async function views(clinicId: string, rows: AppointmentRow[], zone: string) {
    const reminders = await appointmentsRepo.remindersOf(
      db,
      rows.map((r) => r.id),
    );
    const names = await appointmentsRepo.chatNames(db, clinicId, [
      ...new Set(rows.map((r) => r.chatId)),
    ]);
    return rows.map((r) => view(r, reminders, names.get(r.chatId) ?? r.chatId, zone));
  }

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

  /**
   * A patient's answer to a reminder: 'confirmed' marks the appointment 'Confirmada';
   * 'reschedule' marks it 'Remarcar' and takes the chat to 'Atendimento Humanizado' for a person;
   * anything else is kept as the last reply for staff to read.
   */
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

  async function applyReply(row: AppointmentRow, said: string, reading: AppointmentReply) {
    const { clinicId, chatId } = row;
    const now = clock();
    const state =
      reading === 'confirmed' ? 'confirmed' : reading === 'reschedule' ? 'reschedule' : row.state;
    await appointmentsRepo.update(db, clinicId, row.id, {
      state,
      lastReply: said.slice(0, PREVIEW_MAX),
      repliedAt: now,
      updatedAt: now,
    });
    const chat = await chats.find(clinicId, chatId);
    // The chat carries 'Consulta confirmada' while its appointment is confirmed.
    if (state !== row.state && (state === 'confirmed' || row.state === 'confirmed'))
      await deps.tags.markChat(clinicId, chatId, CONFIRMED_TAG, state === 'confirmed');
    if (reading === 'reschedule') {
      if (chat && readColumn(chat.column) !== 'humanized') {
        await chats.placeIn(clinicId, chatId, 'humanized', null);
        deps.publish(clinicId, 'chat-update', { chatId, reason: 'column', column: 'humanized' });
      }
    }
    deps.publish(clinicId, 'chat-update', {
      chatId,
      reason: 'appointment',
      appointmentId: row.id,
      state,
      message: said.slice(0, PREVIEW_MAX),
      chatName: chat?.name?.trim() || chat?.phone || chatId,
    });
  }

  return {
    /** Whether the chat's patient is expected to answer a reminder (their text is read as one). */
    async awaitsReply(clinicId: string, chatId: string): Promise<boolean> {
      return (await appointmentsRepo.awaitingReply(db, clinicId, chatId, clock())).length > 0;
    },

    /**
     * A patient's text in a chat whose reminder went out: 'confirmed' marks the appointment
     * 'Confirmada'; 'reschedule' marks it 'Remarcar' and takes the chat to 'Atendimento
     * Humanizado' for a person; anything else is kept as the last reply for staff to read.
     */
    async readReply(clinicId: string, chatId: string, text: string): Promise<void> {
      const [row] = await appointmentsRepo.awaitingReply(db, clinicId, chatId, clock());
      if (row) await applyReply(row, text, readAppointmentReply(text));
    },

    /**
     * A patient's reaction on a reminder it received: 👍 ❤️ 🙏 confirm, 👎 asks to reschedule,
     * as the words would. A reaction on any other message is only shown on its bubble.
     */
    async readReaction(clinicId: string, chatId: string, targetId: string, emoji: string) {
      const reading = readReactionReply(emoji);
      if (reading === 'unknown') return;
      const row = await appointmentsRepo.remindedBy(db, clinicId, chatId, targetId, clock());
      if (row) await applyReply(row, emoji, reading);
    },

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
     * is back as it was (its state, unmarked, the reminders still ahead). Refused once the slot was offered to the waiting list
     * (someone may be taking it) or its time has passed.
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

    /** The appointments of a day in the member's zone (default tomorrow). */
    /** One appointment as the screens show it, without changing it (a repeated API call). */
    async show(who: Member, row: AppointmentRow, message: string) {
      const zone = await deps.timeZoneOf(who.userId);
      const [appointment] = await views(who.clinicId, [row], zone);
      return { success: true as const, message, appointment: appointment! };
    },

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
