import type { WebhookEventType } from '@conecta/contract';

import { prepareAnswerChecks } from '../db/answer-checks.ts';
import type { Db } from '../db/client.ts';
import type { Publish } from '../events/event-bus.ts';
import type { Clock } from '../lib/clock.ts';
import {
  type AppointmentsService,
  createAppointmentsService,
  reminderAwaitsAnswer,
} from '../modules/appointments/index.ts';
import type { ChatsService } from '../modules/conversations/index.ts';
import {
  createSatisfactionService,
  type SatisfactionService,
  surveyAnswerCheck,
} from '../modules/satisfaction/index.ts';
import type { TagsService } from '../modules/tags/index.ts';
import {
  createWaitingListService,
  offerAwaitsAnswer,
  type WaitingListService,
  waitingListRepo,
} from '../modules/waiting-list/index.ts';

/** How the webhook hands a patient's answer to the agenda (the webhook service's `replies`). */
export interface ReplyReaders {
  awaitsReply(clinicId: string, chatId: string): Promise<boolean>;
  readReply(clinicId: string, chatId: string, text: string): Promise<void>;
  readReaction(clinicId: string, chatId: string, targetId: string, emoji: string): Promise<void>;
}

export interface AgendaServices {
  appointments: AppointmentsService;
  waitingList: WaitingListService;
  satisfaction: SatisfactionService;
  replies: ReplyReaders;
}

/**
 * The agenda's loop: appointments and their reminders, the survey after a visit ('Compareceu'
 * queues it) and the waiting list that refills a freed slot. A patient's answer is read by the
 * first that awaits one: a waiting-list offer, then a survey, then a reminder; a reaction, by
 * the message it is on (an offer, else a reminder).
 */
export function createAgendaServices(deps: {
  db: Db;
  clock: Clock;
  publish: Publish;
  chats: ChatsService;
  tags: TagsService;
  timeZoneOf: (userId: string) => Promise<string>;
  /** Each chat's number's automatic messages today against its cap, for when an offer goes. */
  numbersToday: (
    clinicId: string,
    chatIds: string[],
  ) => Promise<(chatId?: string) => { sent: number; cap: number }>;
  /** Issue 49: the outbound webhooks' outbox. */
  emitWebhook?: (clinicId: string, type: WebhookEventType, data: Record<string, unknown>) => void;
}): AgendaServices {
  const { db, clock, publish, chats, tags, timeZoneOf, numbersToday, emitWebhook } = deps;
  const satisfaction = createSatisfactionService({
    db,
    clock,
    publish,
    chats,
    ...(emitWebhook ? { emitWebhook } : {}),
  });
  const appointments = createAppointmentsService({
    db,
    clock,
    chats,
    tags,
    publish,
    onAttendance: (row, mark) => satisfaction.afterAttendance(row, mark),
    slotOffered: async (clinicId, id) =>
      (await waitingListRepo.offersOf(db, clinicId, [id])).length > 0,
    timeZoneOf,
    ...(emitWebhook ? { emitWebhook } : {}),
  });
  const waitingList = createWaitingListService({
    db,
    clock,
    publish,
    appointments,
    timeZoneOf,
    numbersToday,
  });
  // Every patient's text asks the three features whether the chat awaits its answer; on the
  // usual path none does, so the three questions go in one prepared statement (one round trip)
  // and only a feature that awaits one reads the text (its own reader asks again, for the row).
  const awaited = prepareAnswerChecks(db, 'awaited_answers', {
    offer: offerAwaitsAnswer,
    survey: surveyAnswerCheck,
    reminder: reminderAwaitsAnswer,
  });
  const replies: ReplyReaders = {
    awaitsReply: async (clinicId, chatId) => {
      const a = await awaited(clinicId, chatId, clock());
      return a.offer || a.survey || a.reminder;
    },
    readReply: async (clinicId, chatId, text) => {
      const a = await awaited(clinicId, chatId, clock());
      if (a.offer && (await waitingList.readReply(clinicId, chatId, text))) return;
      if (a.survey && (await satisfaction.readReply(clinicId, chatId, text))) return;
      if (a.reminder) await appointments.readReply(clinicId, chatId, text);
    },
    readReaction: async (clinicId, chatId, targetId, emoji) => {
      if (await waitingList.readReaction(clinicId, chatId, targetId, emoji)) return;
      await appointments.readReaction(clinicId, chatId, targetId, emoji);
    },
  };
  return { appointments, waitingList, satisfaction, replies };
}
