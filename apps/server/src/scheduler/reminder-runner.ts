import {
  fillReminderTemplate,
  MSG,
  type OpeningHours,
  type ReminderSettings,
} from '@conecta/contract';
import { and, eq, gte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../db/client.ts';
import { messages } from '../db/schema.ts';
import type { Publish } from '../events/event-bus.ts';
import type { Clock } from '../lib/clock.ts';
import { describeError } from '../lib/describe-error.ts';
import { runGrouped } from '../lib/run-grouped.ts';
import { appointmentsRepo, type ReminderRow } from '../modules/appointments/appointments-repo.ts';
import { DEFAULT_REMINDER_SETTINGS } from '../modules/appointments/reminder-settings-service.ts';
import { chatsRepo } from '../modules/chats/chats-repo.ts';
import { clinicsRepo } from '../modules/clinics/clinics-repo.ts';
import { automaticSendAt } from '../modules/routines/automatic-send-at.ts';
import { instanceBlockReason, type InstanceAccess } from '../modules/instances/instance-access.ts';
import { recordOutbound } from '../modules/messages/record-outbound.ts';
import { ProviderError, type MessagingProvider } from '../providers/messaging-provider.ts';
import { splitByBudget } from './send-budget.ts';

const BATCH = 25;

interface ClinicRules {
  settings: ReminderSettings;
  hours: OpeningHours | null;
}
const PARALLEL_SENDS = 5;
const STALE_MS = 2 * 60_000;
const RETRY_WINDOW_MS = 30 * 60_000;

interface Deps {
  db: Db;
  clock: Clock;
  provider: MessagingProvider;
  access: InstanceAccess;
  publish: Publish;
  log: FastifyBaseLogger;
  /** A clinic's automatic sends a minute (routines, tasks and reminders share it). */
  sendsPerMinute: number;
}

/**
 * Sends appointment reminders once each, with the claims, retries and crash reconciling of the
 * scheduled messages (task-runner.ts): a reminder of an appointment cancelled, moved or already
 * past is not sent.
 */
export function createReminderRunner(deps: Deps) {
  const { db, clock, provider, access, publish } = deps;

  /**
   * A clinic's reminder settings and opening hours, read once per pass however many of its
   * reminders the pass holds (a Monday 08:00 brings many at once).
   */
  let clinicsThisPass = new Map<string, Promise<ClinicRules>>();
  const rulesOf = (clinicId: string) => {
    let found = clinicsThisPass.get(clinicId);
    if (!found) {
      found = Promise.all([
        clinicsRepo.reminderSettings(db, clinicId),
        clinicsRepo.openingHours(db, clinicId),
      ]).then(([settings, hours]) => ({ settings: settings ?? DEFAULT_REMINDER_SETTINGS, hours }));
      clinicsThisPass.set(clinicId, found);
    }
    return found;
  };

  /**
   * The reminder's text as the patient reads it, from the clinic's template, or undefined when
   * there is nothing to remind; `waitUntil` when the clinic wants its reminders inside opening
   * hours and is closed now.
   */
  async function textOf(
    r: ReminderRow,
  ): Promise<{ chatId: string; text: string; waitUntil?: Date } | undefined> {
    const appointment = await appointmentsRepo.find(db, r.clinicId, r.appointmentId);
    if (!appointment || appointment.state === 'cancelled') return undefined;
    const now = clock();
    if (appointment.startsAt.getTime() <= now.getTime()) return undefined;
    // Back from a stop with two reminders of one appointment overdue: only the later one goes,
    // not the day-before and the same-day messages together.
    const siblings = await appointmentsRepo.remindersOf(db, [r.appointmentId]);
    if (siblings.some((o) => o.id !== r.id && o.dueAt > r.dueAt && o.dueAt <= now))
      return undefined;
    const chat = await chatsRepo.find(db, r.clinicId, appointment.chatId);
    const patientName = chat?.name?.trim() || appointment.chatId;
    const { settings, hours } = await rulesOf(r.clinicId);
    const text = fillReminderTemplate(settings.template, { ...appointment, patientName });
    if (settings.respectOpeningHours) {
      const sendAt = automaticSendAt(hours, now, appointment.id);
      // An opening after the appointment itself is too late to remind of it.
      if (sendAt >= appointment.startsAt) return undefined;
      if (sendAt > now) return { chatId: appointment.chatId, text, waitUntil: sendAt };
    }
    return { chatId: appointment.chatId, text };
  }

  async function succeed(r: ReminderRow, chatId: string, text: string, messageId: string) {
    const now = clock();
    await appointmentsRepo.setReminder(db, r.id, {
      status: 'sent',
      sentAt: now,
      messageId,
      lastError: null,
    });
    await recordOutbound(db, {
      clinicId: r.clinicId,
      chatId,
      messageId,
      type: 'text',
      content: text,
      sentBy: 'automation',
      timestamp: now,
      preview: text,
    });
    publish(r.clinicId, 'chat-update', {
      chatId,
      reason: 'appointment',
      appointmentId: r.appointmentId,
      state: 'reminder-sent',
    });
  }

  async function send(r: ReminderRow) {
    const now = clock();
    const what = await textOf(r);
    if (!what) return appointmentsRepo.setReminder(db, r.id, { status: 'skipped' });
    // Closed now: back to waiting until the opening.
    if (what.waitUntil)
      return appointmentsRepo.setReminder(db, r.id, {
        status: 'pending',
        attempts: Math.max(0, r.attempts - 1),
        attemptStartedAt: null,
        nextAttemptAt: what.waitUntil,
      });
    const instance = await access.findByClinic(r.clinicId);
    const blocked = instanceBlockReason(instance, now);
    try {
      if (!instance || blocked) throw new ProviderError(blocked ?? '', null, false);
      const { messageId } = await provider.sendText(access.credentials(instance), {
        phone: what.chatId,
        message: what.text,
      });
      await succeed(r, what.chatId, what.text, messageId);
    } catch (err) {
      const reason = describeError(err);
      const since = r.failingSince ?? now;
      if (
        err instanceof ProviderError &&
        err.retryable &&
        now.getTime() - since.getTime() < RETRY_WINDOW_MS
      ) {
        const wait = Math.min(5_000 * 2 ** Math.max(0, r.attempts - 1), 5 * 60_000);
        await appointmentsRepo.setReminder(db, r.id, {
          status: 'pending',
          failingSince: since,
          nextAttemptAt: new Date(now.getTime() + wait),
          lastError: reason,
        });
        return;
      }
      await appointmentsRepo.setReminder(db, r.id, {
        status: 'failed',
        lastError: `${MSG.taskRules.failedPrefix}${reason}`,
      });
      publish(r.clinicId, 'chat-update', {
        chatId: what.chatId,
        reason: 'appointment',
        appointmentId: r.appointmentId,
        state: 'reminder-failed',
        message: `${MSG.taskRules.failedPrefix}${reason}`,
      });
    }
  }

  /** An attempt a crash left half-done: recorded from the provider's echo, or sent now. */
  async function reconcile(r: ReminderRow) {
    const what = await textOf(r);
    if (what && r.attemptStartedAt) {
      const [echo] = await db
        .select({ messageId: messages.messageId })
        .from(messages)
        .where(
          and(
            eq(messages.clinicId, r.clinicId),
            eq(messages.chatId, what.chatId),
            eq(messages.fromMe, true),
            eq(messages.content, what.text),
            gte(messages.timestamp, new Date(r.dueAt.getTime() - 60_000)),
          ),
        )
        .limit(1);
      if (echo) return succeed(r, what.chatId, what.text, echo.messageId);
    }
    return send(r);
  }

  return {
    async runOnce(stopping: () => boolean = () => false): Promise<number> {
      clinicsThisPass = new Map();
      const now = clock();
      const stale = await appointmentsRepo.claimStale(
        db,
        new Date(now.getTime() - STALE_MS),
        now,
        BATCH,
      );
      for (const r of stale) {
        if (stopping())
          await appointmentsRepo.setReminder(db, r.id, {
            attemptStartedAt: new Date(now.getTime() - STALE_MS - 1000),
          });
        else await reconcile(r);
      }
      if (stopping()) return stale.length;
      const claimed = await appointmentsRepo.claimDue(db, now, BATCH);
      const { go, wait } = await splitByBudget(db, claimed, (r) => r.clinicId, {
        perMinute: deps.sendsPerMinute,
        now,
      });
      for (const { item, until } of wait)
        await appointmentsRepo.setReminder(db, item.id, {
          status: 'pending',
          attempts: Math.max(0, item.attempts - 1),
          attemptStartedAt: null,
          nextAttemptAt: until,
        });
      await runGrouped(
        go,
        (r) => r.appointmentId,
        PARALLEL_SENDS,
        async (r) => {
          if (stopping())
            await appointmentsRepo.setReminder(db, r.id, {
              status: 'pending',
              attempts: Math.max(0, r.attempts - 1),
              attemptStartedAt: null,
            });
          else if (r.failingSince) await reconcile(r);
          else await send(r);
        },
      );
      return stale.length + claimed.length;
    },
  };
}
export type ReminderRunner = ReturnType<typeof createReminderRunner>;
