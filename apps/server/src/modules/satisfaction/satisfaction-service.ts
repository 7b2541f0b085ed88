import {
  type AttendanceMark,
  type WebhookEventType,
  DEFAULT_SATISFACTION_SETTINGS,
  LOW_SCORE_MAX,
  MSG,
  readColumn,
  readSatisfactionScore,
  type SatisfactionSettings,
  SURVEY_EVERY_DAYS,
} from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import type { Publish } from '../../events/event-bus.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AppointmentRow } from '../appointments/index.ts';
import type { ChatsService } from '../conversations/index.ts';
import { clinicSettingsRepo } from '../clinic-settings/index.ts';
import { satisfactionRepo, surveyAwaitsAnswer } from './satisfaction-repo.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** An answer this long after the question is not read as a score any more. */
const ANSWER_WINDOW_MS = 3 * DAY_MS;

/** Whether a survey awaits the chat's answer: a check the webhook asks beside the others'. */
export const surveyAnswerCheck = surveyAwaitsAnswer(ANSWER_WINDOW_MS);

/**
 * The satisfaction question after a visit, when the clinic asks it: due the clinic's N hours
 * after 'Compareceu' (sent by the automatic sender, `scheduler/strategies/satisfaction-surveys.ts`),
 * at most one per patient in 30 days; the 0-10 answer is kept against the professional, and 0-6
 * takes the chat to 'Atendimento Humanizado' with a notice so someone calls back.
 */
export function createSatisfactionService(deps: {
  db: Db;
  clock: Clock;
  publish: Publish;
  chats: Pick<ChatsService, 'find' | 'placeIn'>;
  /** Issue 49: hands an event to the clinic's outbound webhooks (after the change is saved). */
  emitWebhook?: (clinicId: string, type: WebhookEventType, data: Record<string, unknown>) => void;
}) {
  const { db, clock } = deps;
  const settingsOf = async (clinicId: string): Promise<SatisfactionSettings> =>
    (await clinicSettingsRepo.satisfactionSettings(db, clinicId)) ?? DEFAULT_SATISFACTION_SETTINGS;

  return {
    async afterAttendance(row: AppointmentRow, mark: AttendanceMark): Promise<void> {
      if (mark !== 'attended') return;
      const settings = await settingsOf(row.clinicId);
      if (!settings.enabled) return;
      const now = clock();
      const since = new Date(now.getTime() - SURVEY_EVERY_DAYS * DAY_MS);
      if (await satisfactionRepo.recentFor(db, row.clinicId, row.chatId, since)) return;
      const due = new Date(now.getTime() + settings.hoursAfter * HOUR_MS);
      await satisfactionRepo.insert(db, {
        clinicId: row.clinicId,
        appointmentId: row.id,
        chatId: row.chatId,
        professional: row.professional,
        dueAt: due,
        nextAttemptAt: due,
        createdAt: now,
      });
    },

    /**
     * Answers whether the text was a score for a question this chat was asked: its own, or one
     * that went here from the visit's chat on another number (issue 48). A low score takes the
     * chat the patient answered in to a person, who answers there.
     */
    async readReply(clinicId: string, chatId: string, text: string): Promise<boolean> {
      const now = clock();
      const survey = await satisfactionRepo.unanswered(
        db,
        clinicId,
        chatId,
        new Date(now.getTime() - ANSWER_WINDOW_MS),
      );
      if (!survey) return false;
      const score = readSatisfactionScore(text);
      if (score === null) return false;
      if (!(await satisfactionRepo.answer(db, survey.id, score, now))) return true;
      deps.emitWebhook?.(clinicId, 'satisfaction.answered', {
        // The visit's chat, as the appointment's own events name it.
        chatId: survey.chatId,
        appointmentId: survey.appointmentId,
        score,
      });
      if (score <= LOW_SCORE_MAX) {
        const chat = await deps.chats.find(clinicId, chatId);
        if (chat && readColumn(chat.column) !== 'humanized') {
          await deps.chats.placeIn(clinicId, chatId, 'humanized', null);
          deps.publish(clinicId, 'chat-update', { chatId, reason: 'column', column: 'humanized' });
        }
        deps.publish(clinicId, 'chat-update', {
          chatId,
          reason: 'appointment',
          appointmentId: survey.appointmentId,
          state: 'low-score',
          message: MSG.satisfaction.lowScoreToast(
            chat?.name?.trim() || chat?.phone || chatId,
            score,
          ),
          chatName: chat?.name?.trim() || chat?.phone || chatId,
        });
      }
      return true;
    },

    async settings(clinicId: string) {
      return { success: true as const, settings: await settingsOf(clinicId) };
    },

    async setSettings(clinicId: string, settings: SatisfactionSettings) {
      await clinicSettingsRepo.setSatisfactionSettings(db, clinicId, settings);
      return { success: true as const, settings, message: MSG.satisfaction.settingsSaved };
    },
  };
}
export type SatisfactionService = ReturnType<typeof createSatisfactionService>;
