import { MSG, SURVEY_EVERY_DAYS } from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import type { Publish } from '../../events/event-bus.ts';
import { recordOutbound } from '../../modules/conversations/index.ts';
import { satisfactionRepo, type SurveyRow } from '../../modules/satisfaction/index.ts';
import type { Outgoing, SendStrategy } from '../send-strategy.ts';
import { attemptRowSteps } from './attempt-row-steps.ts';

const DAY_MS = 86_400_000;

/**
 * The satisfaction question after a visit: it keeps the clinic's opening hours (a question at
 * 23:00 is not welcome) and the patient's opt-out, and is not sent when the patient was asked
 * another one in the last 30 days. Held back more than a day, it is dropped: it is about a visit.
 * It goes from the number the patient last wrote to, when it can send it now (the claim chooses
 * the chat, `s.sendChatId`, issue 48); the 30 days are counted on the visit's own chat.
 */
export function satisfactionSurveys(deps: {
  db: Db;
  publish: Publish;
}): SendStrategy<SurveyRow, Outgoing> {
  const { db, publish } = deps;
  return {
    ...attemptRowSteps<SurveyRow, Outgoing>(db, satisfactionRepo.attempts),
    clinicOf: (s) => s.clinicId,
    chatOf: (s) => s.sendChatId,
    orderKey: (s) => s.chatId,
    earlyLook: (s) => ({
      clinicId: s.clinicId,
      chatId: s.sendChatId,
      staggerKey: s.id,
      keeps: { openingHours: true, optOut: true },
    }),
    async compose(s, now) {
      const since = new Date(now.getTime() - SURVEY_EVERY_DAYS * DAY_MS);
      const other = await satisfactionRepo.recentFor(db, s.clinicId, s.chatId, since, s.id);
      if (other) return { kind: 'drop' };
      return {
        kind: 'send',
        message: { chatId: s.sendChatId, text: MSG.satisfaction.question(s.professional) },
      };
    },
    findEcho: (s, message) => satisfactionRepo.findEcho(db, s, message),
    gateRequest: (s, message) => ({
      clinicId: s.clinicId,
      chatId: message.chatId,
      staggerKey: s.id,
      keeps: { openingHours: true, optOut: true },
      lastChance: new Date(s.dueAt.getTime() + DAY_MS),
    }),
    retryState: (s, now) => ({ failures: s.attempts, since: s.failingSince ?? now }),
    async onSent(s, message, messageId, now) {
      await satisfactionRepo.attempts.set(db, s.id, {
        status: 'sent',
        sentAt: now,
        messageId,
        lastError: null,
      });
      await recordOutbound(db, {
        clinicId: s.clinicId,
        chatId: message.chatId,
        messageId,
        type: 'text',
        content: message.text,
        sentBy: 'automation',
        timestamp: now,
        preview: message.text,
      });
      publish(s.clinicId, 'chat-update', {
        chatId: message.chatId,
        reason: 'appointment',
        appointmentId: s.appointmentId,
        state: 'survey-sent',
      });
    },
  };
}
