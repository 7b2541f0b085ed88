import {
  and,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNull,
  ne,
  type Placeholder,
  sql,
} from 'drizzle-orm';

import { attemptRepo, findSentEcho } from '../../db/attempt-claims.ts';
import type { AnswerCheck } from '../../db/answer-checks.ts';
import type { Db, Tx } from '../../db/client.ts';
import { satisfactionSurveys } from '../../db/schema.ts';
import { lastWrittenSibling, sendChatKey, sentToChat } from '../conversations/index.ts';

/**
 * A survey as the automatic sender claims it: with the key of the chat it goes to (`sendChatId`:
 * the visit's own, or the patient's chat on the number they last wrote to, chosen by the claim,
 * issue 48), so that the gate counts it on that number.
 */
export type SurveyRow = typeof satisfactionSurveys.$inferSelect & { sendChatId: string };

async function byIds(tx: Tx, ids: string[]): Promise<SurveyRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select({
      ...getTableColumns(satisfactionSurveys),
      sendChatId: sendChatKey(satisfactionSurveys.siblingChatRowId, satisfactionSurveys.chatId),
    })
    .from(satisfactionSurveys)
    .where(inArray(satisfactionSurveys.id, ids));
}

/**
 * Each claim of a survey chooses the chat it goes to anew: the patient's chat on the number they
 * last wrote to, if that number can send it now (a survey has no template: a Cloud API chat only
 * inside its window), else the visit's own; a stop word on the own chat keeps it there.
 */
const surveySibling = (now: Date) =>
  sql`sibling_chat_row_id = ${lastWrittenSibling({
    clinicId: sql`satisfaction_surveys.clinic_id`,
    ownChatId: sql`satisfaction_surveys.chat_id`,
    now,
    template: null,
    keepsOptOut: true,
  })}`;

const p = sql.placeholder;
type Param<T> = T | Placeholder;

/** A survey sent to this chat (its own, or a sibling's sent here) after `since`, unscored. */
const unansweredWhere = (clinicId: Param<string>, chatId: Param<string>, since: Param<Date>) =>
  and(
    sql`${satisfactionSurveys.id} in ${sentToChat('satisfaction_surveys', clinicId, chatId)}`,
    eq(satisfactionSurveys.status, 'sent'),
    isNull(satisfactionSurveys.score),
    gte(satisfactionSurveys.sentAt, since),
  );

/**
 * `unanswered`'s question as a check asked beside the other features' (a patient's message asks
 * them all in one statement); `windowMs` is the service's answer window before the message.
 */
export function surveyAwaitsAnswer(windowMs: number): AnswerCheck {
  return {
    exists: (db: Db) =>
      sql`exists (${db
        .select({ one: sql`1` })
        .from(satisfactionSurveys)
        .where(unansweredWhere(p('clinicId'), p('chatId'), p('surveySince')))})`,
    params: (now) => ({ surveySince: new Date(now.getTime() - windowMs) }),
  };
}

/** The satisfaction questions and their answers; the rules are in the service. */
export const satisfactionRepo = {
  /** The survey's send attempts, for the automatic sender. */
  attempts: attemptRepo(satisfactionSurveys, byIds, { claimSet: surveySibling }),

  /** One per appointment: a second 'Compareceu' adds nothing. */
  async insert(tx: Tx, values: typeof satisfactionSurveys.$inferInsert): Promise<void> {
    await tx.insert(satisfactionSurveys).values(values).onConflictDoNothing();
  },

  /** A question to this chat since `since`, other than `exceptId`, not dropped. */
  async recentFor(tx: Tx, clinicId: string, chatId: string, since: Date, exceptId?: string) {
    const [row] = await tx
      .select({ id: satisfactionSurveys.id })
      .from(satisfactionSurveys)
      .where(
        and(
          eq(satisfactionSurveys.clinicId, clinicId),
          eq(satisfactionSurveys.chatId, chatId),
          ne(satisfactionSurveys.status, 'skipped'),
          gte(satisfactionSurveys.createdAt, since),
          ...(exceptId ? [ne(satisfactionSurveys.id, exceptId)] : []),
        ),
      )
      .limit(1);
    return row;
  },

  /** The question this chat was sent and has not answered, since `since`. */
  async unanswered(tx: Tx, clinicId: string, chatId: string, since: Date) {
    const [row] = await tx
      .select()
      .from(satisfactionSurveys)
      .where(unansweredWhere(clinicId, chatId, since))
      .orderBy(desc(satisfactionSurveys.sentAt))
      .limit(1);
    return row;
  },

  /** Keeps the score unless one came first (a repeated webhook). */
  async answer(tx: Tx, id: string, score: number, now: Date): Promise<boolean> {
    const rows = await tx
      .update(satisfactionSurveys)
      .set({ score, answeredAt: now })
      .where(and(eq(satisfactionSurveys.id, id), isNull(satisfactionSurveys.score)))
      .returning({ id: satisfactionSurveys.id });
    return rows.length > 0;
  },

  /** The provider's echo of the question in the chat it went to. */
  findEcho: (tx: Tx, s: SurveyRow, sent: { chatId: string; text: string }) =>
    findSentEcho(tx, { clinicId: s.clinicId, chatId: sent.chatId, text: sent.text, due: s.dueAt }),
};
