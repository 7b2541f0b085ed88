import { fillReminderTemplate, MSG, type ReminderSettings } from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import type { Publish } from '../../events/event-bus.ts';
import {
  appointmentsRepo,
  type ClaimedReminder,
  DEFAULT_REMINDER_SETTINGS,
} from '../../modules/appointments/index.ts';
import { findChat } from '../../modules/conversations/index.ts';
import { clinicSettingsRepo } from '../../modules/clinic-settings/index.ts';
import { recordOutbound } from '../../modules/conversations/index.ts';
import type { Outgoing, SendStrategy } from '../send-strategy.ts';
import { attemptRowSteps } from './attempt-row-steps.ts';

interface Reminder extends Outgoing {
  appointmentId: string;
  /** A template's `{{1}}` and `{{2}}`: the patient's name, the date and time ('27/11 às 14:30'). */
  templateValues: string[];
  startsAt: Date;
  respectOpeningHours: boolean;
}

interface Deps {
  db: Db;
  publish: Publish;
}

/**
 * Appointment reminders: a reminder of an appointment cancelled, moved or already past is not
 * sent; one goes inside opening hours when the clinic asks so, and never after the appointment.
 * It goes from the number the patient last wrote to (the claim chooses the chat, `r.chatId`).
 */
export function appointmentReminders(deps: Deps): SendStrategy<ClaimedReminder, Reminder> {
  const { db, publish } = deps;

  /**
   * A clinic's reminder settings, read once per pass however many of its reminders the pass
   * holds (a Monday 08:00 brings many at once).
   */
  let settingsThisPass = new Map<string, Promise<ReminderSettings>>();
  const settingsOf = (clinicId: string) => {
    let found = settingsThisPass.get(clinicId);
    if (!found) {
      found = clinicSettingsRepo
        .reminderSettings(db, clinicId)
        .then((settings) => settings ?? DEFAULT_REMINDER_SETTINGS);
      settingsThisPass.set(clinicId, found);
    }
    return found;
  };

  const steps = attemptRowSteps<ClaimedReminder, Reminder>(db, appointmentsRepo.reminderAttempts);
  return {
    newPass: () => {
      settingsThisPass = new Map();
    },
    ...steps,
    clinicOf: (r) => r.clinicId,
    chatOf: (r) => r.chatId,
    orderKey: (r) => r.appointmentId,

    /** The reminder as the patient reads it, from the clinic's template. */
    async compose(r, now) {
      const appointment = await appointmentsRepo.find(db, r.clinicId, r.appointmentId);
      if (!appointment || appointment.state === 'cancelled') return { kind: 'drop' };
      if (appointment.startsAt.getTime() <= now.getTime()) return { kind: 'drop' };
      // Back from a stop with two reminders of one appointment overdue: only the later one goes,
      // not the day-before and the same-day messages together.
      const siblings = await appointmentsRepo.remindersOf(db, [r.appointmentId]);
      if (siblings.some((o) => o.id !== r.id && o.dueAt > r.dueAt && o.dueAt <= now))
        return { kind: 'drop' };
      const chat = await findChat(db, r.clinicId, appointment.chatId);
      const patientName = chat?.name?.trim() || appointment.chatId;
      const settings = await settingsOf(r.clinicId);
      return {
        kind: 'send',
        message: {
          // The chat the claim chose: the appointment's, or the patient's chat on the number they
          // last wrote to (issue 48); the message is sent and recorded there.
          chatId: r.chatId,
          text: fillReminderTemplate(settings.template, { ...appointment, patientName }),
          appointmentId: appointment.id,
          templateValues: [
            patientName,
            fillReminderTemplate(MSG.cloudApi.automaticWhen, { ...appointment, patientName }),
          ],
          startsAt: appointment.startsAt,
          respectOpeningHours: settings.respectOpeningHours,
        },
      };
    },
    findEcho: (r, message) => appointmentsRepo.findReminderEcho(db, r, message),
    gateRequest: (r, message) => ({
      clinicId: r.clinicId,
      chatId: message.chatId,
      staggerKey: message.appointmentId,
      keeps: { openingHours: message.respectOpeningHours, optOut: false },
      // An opening at or after the appointment itself is too late to remind of it.
      lastChance: new Date(message.startsAt.getTime() - 1),
    }),
    templateFill: async (_r, message) => ({ use: 'reminders', values: message.templateValues }),
    retryState: (r, now) => ({ failures: r.attempts, since: r.failingSince ?? now }),

    async onSent(r, message, messageId, now) {
      await appointmentsRepo.reminderAttempts.set(db, r.id, {
        status: 'sent',
        sentAt: now,
        messageId,
        lastError: null,
      });
      await recordOutbound(db, {
        clinicId: r.clinicId,
        chatId: message.chatId,
        messageId,
        type: 'text',
        content: message.text,
        sentBy: 'automation',
        templateCategory: message.templateCategory ?? null,
        timestamp: now,
        preview: message.text,
      });
      publish(r.clinicId, 'chat-update', {
        chatId: message.chatId,
        reason: 'appointment',
        appointmentId: r.appointmentId,
        state: 'reminder-sent',
      });
    },
    async onFailed(r, message, reason) {
      const text = `${MSG.taskRules.failedPrefix}${reason}`;
      await appointmentsRepo.reminderAttempts.set(db, r.id, { status: 'failed', lastError: text });
      publish(r.clinicId, 'chat-update', {
        chatId: message.chatId,
        reason: 'appointment',
        appointmentId: r.appointmentId,
        state: 'reminder-failed',
        message: text,
      });
    },
    // The one refusal a reminder can meet: the clinic opens only after the appointment.
    onRefused: (r, _why, now) => steps.onDropped(r, now),
  };
}
