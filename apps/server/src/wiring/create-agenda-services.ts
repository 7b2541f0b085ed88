import type { WebhookEventType } from '@conecta/contract';

import type { Db } from '../db/client.ts';
import type { Publish } from '../events/event-bus.ts';
import type { Clock } from '../lib/clock.ts';
import {
  type AppointmentsService,
  createAppointmentsService,
} from '../modules/appointments/index.ts';
import type { ChatsService } from '../modules/conversations/index.ts';
import {
  createSatisfactionService,
  type SatisfactionService,
} from '../modules/satisfaction/index.ts';
import type { TagsService } from '../modules/tags/index.ts';
import {
  createWaitingListService,
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
  /** The number's automatic messages today against its cap, for when an offer goes. */
  numberToday: (clinicId: string) => Promise<{ sent: number; cap: number }>;
  /** Issue 49: the outbound webhooks' outbox. */
  emitWebhook?: (clinicId: string, type: WebhookEventType, data: Record<string, unknown>) => void;
}): AgendaServices {
  const { db, clock, publish, chats, tags, timeZoneOf, numberToday, emitWebhook } = deps;
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
    numberToday,
  });
  const replies: ReplyReaders = {
    awaitsReply: async (clinicId, chatId) =>
      (await waitingList.awaitsReply(clinicId, chatId)) ||
      (await satisfaction.awaitsReply(clinicId, chatId)) ||
      appointments.awaitsReply(clinicId, chatId),
    readReply: async (clinicId, chatId, text) => {
      if (await waitingList.readReply(clinicId, chatId, text)) return;
      if (await satisfaction.readReply(clinicId, chatId, text)) return;
      await appointments.readReply(clinicId, chatId, text);
    },
    readReaction: async (clinicId, chatId, targetId, emoji) => {
      if (await waitingList.readReaction(clinicId, chatId, targetId, emoji)) return;
      await appointments.readReaction(clinicId, chatId, targetId, emoji);
    },
  };
  return { appointments, waitingList, satisfaction, replies };
}
