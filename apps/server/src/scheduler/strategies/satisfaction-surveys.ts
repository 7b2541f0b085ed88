import { MSG, SURVEY_EVERY_DAYS } from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import type { Publish } from '../../events/event-bus.ts';
import { recordOutbound } from '../../modules/messages/index.ts';
import { satisfactionRepo, type SurveyRow } from '../../modules/satisfaction/index.ts';
import type { Outgoing, SendStrategy } from '../send-strategy.ts';

const DAY_MS = 86_400_000;

/**
 * The satisfaction question after a visit: it keeps the clinic's opening hours (a question at
 * 23:00 is not welcome) and the patient's opt-out, and is not sent when the patient was asked
 * another one in the last 30 days. Held back more than a day, it is dropped: it is about a visit.
 */
export function satisfactionSurveys(deps: {
  db: Db;
  publish: Publish;
}): SendStrategy<SurveyRow, Outgoing> {
  const { db, publish } = deps;
  return {
    claimDue: (now, limit) => satisfactionRepo.claimDue(db, now, limit),
    claimStale: (now, staleBefore, limit) =>
      satisfactionRepo.claimStale(db, staleBefore, now, limit),
    releaseStale: (s, staleAt) => satisfactionRepo.set(db, s.id, { attemptStartedAt: staleAt }),
    releaseDue: (s) => satisfactionRepo.release(db, s),
    postpone: (s, until) => satisfactionRepo.release(db, s, until),
    clinicOf: (s) => s.clinicId,
    orderKey: (s) => s.chatId,
    isRetry: (s) => s.failingSince !== null,
    earlyLook: (s) => ({
      clinicId: s.clinicId,
      chatId: s.chatId,
      staggerKey: s.id,
      keeps: { openingHours: true, optOut: true },
    }),
    async compose(s, now) {
      const since = new Date(now.getTime() - SURVEY_EVERY_DAYS * DAY_MS);
      const other = await satisfactionRepo.recentFor(db, s.clinicId, s.chatId, since, s.id);
      if (other) return { kind: 'drop' };
      return {
        kind: 'send',
        message: { chatId: s.chatId, text: MSG.satisfaction.question(s.professional) },
      };
    },
    findEcho: (s, message) => satisfactionRepo.findEcho(db, s, message.text),
    gateRequest: (s, message) => ({
      clinicId: s.clinicId,
      chatId: message.chatId,
      staggerKey: s.id,
      keeps: { openingHours: true, optOut: true },
      lastChance: new Date(s.dueAt.getTime() + DAY_MS),
    }),
    retryState: (s, now) => ({ failures: s.attempts, since: s.failingSince ?? now }),
    async onSent(s, message, messageId, now) {
      await satisfactionRepo.set(db, s.id, {
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
    onRetry: (s, _message, retry) =>
      satisfactionRepo.set(db, s.id, {
        status: 'pending',
        failingSince: retry.since,
        nextAttemptAt: retry.at,
        lastError: retry.reason,
      }),
    onFailed: (s, _message, reason) =>
      satisfactionRepo.set(db, s.id, {
        status: 'failed',
        lastError: `${MSG.taskRules.failedPrefix}${reason}`,
      }),
    onDropped: (s) => satisfactionRepo.set(db, s.id, { status: 'skipped' }),
    onRefused: (s, why) => satisfactionRepo.set(db, s.id, { status: 'skipped', lastError: why }),
  };
}
