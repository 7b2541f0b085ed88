import {
  and,
  asc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  ne,
  type Placeholder,
  sql,
} from 'drizzle-orm';

import { attemptRepo, findSentEcho } from '../../db/attempt-claims.ts';
import type { AnswerCheck } from '../../db/answer-checks.ts';
import type { Db, Tx } from '../../db/client.ts';
import { appointmentReminders, appointments } from '../../db/schema.ts';
import { chatNames, sendChatKey } from '../conversations/index.ts';
import { reminderSibling, remindedOnChat } from './reminder-chat.ts';

export type AppointmentRow = typeof appointments.$inferSelect;
export type ReminderRow = typeof appointmentReminders.$inferSelect;
/**
 * A reminder as the automatic sender claims it: with the chat it goes to (its appointment's, or
 * the sibling chat on the number the patient last wrote to, chosen by the claim), so that the gate
 * counts it on that chat's number (issue 48) before it is composed.
 */
export type ClaimedReminder = ReminderRow & { chatId: string };

async function remindersByIds(tx: Tx, ids: string[]): Promise<ClaimedReminder[]> {
  if (ids.length === 0) return [];
  return tx
    .select({
      ...getTableColumns(appointmentReminders),
      chatId: sendChatKey(appointmentReminders.siblingChatRowId, appointments.chatId),
    })
    .from(appointmentReminders)
    .innerJoin(appointments, eq(appointments.id, appointmentReminders.appointmentId))
    .where(inArray(appointmentReminders.id, ids));
}

/**
 * Claims up to `limit` due reminders of appointments still ahead and not cancelled, `SKIP
 * LOCKED` so two processes never claim the same one. Each claim chooses the chat it goes to
 * anew (reminder-chat.ts): the number the patient last wrote to by now, if it can send now.
 */
async function claimDueReminders(tx: Tx, now: Date, limit: number): Promise<ClaimedReminder[]> {
  const iso = now.toISOString();
  const result = (await tx.execute(sql`
    update appointment_reminders set status = 'sending', attempt_started_at = ${iso}, attempts = attempts + 1,
      sibling_chat_row_id = ${reminderSibling(now)}
    where id in (
      select r.id from appointment_reminders r
      join appointments a on a.id = r.appointment_id
      where r.status = 'pending' and r.next_attempt_at <= ${iso}
        and a.state <> 'cancelled' and a.starts_at > ${iso}
      order by r.next_attempt_at
      limit ${limit}
      for update of r skip locked
    )
    returning id`)) as unknown as { rows: Array<{ id: string }> };
  return remindersByIds(
    tx,
    result.rows.map((r) => r.id),
  );
}

const p = sql.placeholder;
type Param<T> = T | Placeholder;
/** An answer still counts for an appointment that started up to an hour ago. */
const REPLY_AFTER_START_MS = 3600_000;

/**
 * An appointment still on (from `from`) whose reminder went out to this chat (its own, or a
 * sibling chat on the number the patient last wrote to): the patient may answer it there.
 */
const awaitingReplyWhere = (clinicId: Param<string>, chatId: Param<string>, from: Param<Date>) =>
  and(
    eq(appointments.clinicId, clinicId),
    inArray(appointments.state, ['waiting', 'confirmed', 'reschedule']),
    gte(appointments.startsAt, from),
    sql`${appointments.id} in ${remindedOnChat(clinicId, chatId)}`,
  );

/**
 * `awaitingReply`'s question as a check asked beside the other features' (a patient's message
 * asks them all in one statement).
 */
export const reminderAwaitsAnswer: AnswerCheck = {
  exists: (db: Db) =>
    sql`exists (${db
      .select({ one: sql`1` })
      .from(appointments)
      .where(awaitingReplyWhere(p('clinicId'), p('chatId'), p('reminderFrom')))})`,
  params: (now) => ({ reminderFrom: new Date(now.getTime() - REPLY_AFTER_START_MS) }),
};

/** The appointments of a clinic and their reminders; the rules are in appointments-service.ts. */
export const appointmentsRepo = {
  /** The reminders' send attempts, for the automatic sender. */
  reminderAttempts: attemptRepo(appointmentReminders, remindersByIds, {
    claimDue: claimDueReminders,
  }),

  async insert(tx: Tx, values: typeof appointments.$inferInsert): Promise<AppointmentRow> {
    const [row] = await tx.insert(appointments).values(values).returning();
    return row!;
  },

  /** The clinic's appointment the clinic system calls `externalId` (the public API's key). */
  async findExternal(
    tx: Tx,
    clinicId: string,
    externalId: string,
  ): Promise<AppointmentRow | undefined> {
    const [row] = await tx
      .select()
      .from(appointments)
      .where(and(eq(appointments.clinicId, clinicId), eq(appointments.externalId, externalId)))
      .limit(1);
    return row;
  },

  async find(tx: Tx, clinicId: string, id: string): Promise<AppointmentRow | undefined> {
    const [row] = await tx
      .select()
      .from(appointments)
      .where(and(eq(appointments.id, id), eq(appointments.clinicId, clinicId)))
      .limit(1);
    return row;
  },

  async update(
    tx: Tx,
    clinicId: string,
    id: string,
    values: Partial<typeof appointments.$inferInsert>,
  ): Promise<AppointmentRow | undefined> {
    const [row] = await tx
      .update(appointments)
      .set(values)
      .where(and(eq(appointments.id, id), eq(appointments.clinicId, clinicId)))
      .returning();
    return row;
  },

  async listForChat(tx: Tx, clinicId: string, chatId: string): Promise<AppointmentRow[]> {
    return tx
      .select()
      .from(appointments)
      .where(and(eq(appointments.clinicId, clinicId), eq(appointments.chatId, chatId)))
      .orderBy(asc(appointments.startsAt));
  },

  async listBetween(tx: Tx, clinicId: string, from: Date, to: Date): Promise<AppointmentRow[]> {
    return tx
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.clinicId, clinicId),
          gte(appointments.startsAt, from),
          lt(appointments.startsAt, to),
        ),
      )
      .orderBy(asc(appointments.startsAt));
  },

  /** The clinic's appointments not cancelled in [from, to), soonest first, at most `limit`. */
  async activeBetween(
    tx: Tx,
    clinicId: string,
    from: Date,
    to: Date,
    limit: number,
  ): Promise<AppointmentRow[]> {
    return tx
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.clinicId, clinicId),
          gte(appointments.startsAt, from),
          lt(appointments.startsAt, to),
          ne(appointments.state, 'cancelled'),
        ),
      )
      .orderBy(asc(appointments.startsAt))
      .limit(limit);
  },

  /** Each chat's next appointment not cancelled, from `from` on (the board's cards show it). */
  async nextPerChat(
    tx: Tx,
    clinicId: string,
    from: Date,
    limit: number,
  ): Promise<AppointmentRow[]> {
    const rows = await tx
      .selectDistinctOn([appointments.chatId])
      .from(appointments)
      .where(
        and(
          eq(appointments.clinicId, clinicId),
          gte(appointments.startsAt, from),
          ne(appointments.state, 'cancelled'),
        ),
      )
      .orderBy(asc(appointments.chatId), asc(appointments.startsAt))
      .limit(limit);
    return rows.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  },

  /** The chats' names by chat id, in one read. */
  chatNames: (tx: Tx, clinicId: string, chatIds: string[]): Promise<Map<string, string>> =>
    chatNames(tx, clinicId, chatIds),

  async remindersOf(tx: Tx, appointmentIds: string[]): Promise<ReminderRow[]> {
    if (appointmentIds.length === 0) return [];
    return tx
      .select()
      .from(appointmentReminders)
      .where(inArray(appointmentReminders.appointmentId, appointmentIds))
      .orderBy(asc(appointmentReminders.dueAt));
  },

  async insertReminders(tx: Tx, rows: Array<typeof appointmentReminders.$inferInsert>) {
    if (rows.length > 0) await tx.insert(appointmentReminders).values(rows);
  },

  /** Reminders not yet sent stop: the appointment was cancelled or moved. */
  async skipPending(tx: Tx, appointmentId: string): Promise<void> {
    await tx
      .update(appointmentReminders)
      .set({ status: 'skipped' })
      .where(
        and(
          eq(appointmentReminders.appointmentId, appointmentId),
          eq(appointmentReminders.status, 'pending'),
        ),
      );
  },

  /**
   * A clinic's cancellation undone: the reminders it stopped that are still ahead go again
   * (those skipped because their time had passed stay skipped).
   */
  async resumeSkipped(tx: Tx, appointmentId: string, now: Date): Promise<void> {
    await tx
      .update(appointmentReminders)
      .set({ status: 'pending', nextAttemptAt: appointmentReminders.dueAt })
      .where(
        and(
          eq(appointmentReminders.appointmentId, appointmentId),
          eq(appointmentReminders.status, 'skipped'),
          gt(appointmentReminders.dueAt, now),
          isNull(appointmentReminders.sentAt),
        ),
      );
  },

  /**
   * The professionals and procedures the clinic wrote, on appointments and on the waiting list,
   * with how often each spelling was used: the forms offer them (the service merges spellings).
   */
  async names(tx: Tx, clinicId: string) {
    const result = (await tx.execute(sql`
      select kind, name, count(*)::int as uses from (
        select 'professional' as kind, professional as name from appointments
          where clinic_id = ${clinicId}
        union all
        select 'procedure', procedure from appointments where clinic_id = ${clinicId}
        union all
        select 'professional', professional from waiting_list_entries where clinic_id = ${clinicId}
        union all
        select 'procedure', procedure from waiting_list_entries where clinic_id = ${clinicId}
      ) written
      where btrim(name) <> ''
      group by kind, name
      order by uses desc, name`)) as unknown as {
      rows: Array<{ kind: 'professional' | 'procedure'; name: string; uses: number }>;
    };
    return result.rows;
  },

  /**
   * The provider's echo of a reminder's text in the chat since a minute before it came due: the
   * proof that an interrupted attempt went out.
   */
  findReminderEcho: (tx: Tx, r: ReminderRow, sent: { chatId: string; text: string }) =>
    findSentEcho(tx, { clinicId: r.clinicId, chatId: sent.chatId, text: sent.text, due: r.dueAt }),

  /**
   * The appointment still open to an answer whose reminder is the message `messageId` in this
   * chat (its own, or the sibling chat the reminder went to).
   */
  async remindedBy(
    tx: Tx,
    clinicId: string,
    chatId: string,
    messageId: string,
    now: Date,
  ): Promise<AppointmentRow | undefined> {
    const [row] = await tx
      .select({ a: appointments })
      .from(appointmentReminders)
      .innerJoin(appointments, eq(appointments.id, appointmentReminders.appointmentId))
      .where(
        and(
          eq(appointmentReminders.clinicId, clinicId),
          eq(appointmentReminders.messageId, messageId),
          eq(sendChatKey(appointmentReminders.siblingChatRowId, appointments.chatId), chatId),
          inArray(appointments.state, ['waiting', 'confirmed', 'reschedule']),
          gte(appointments.startsAt, new Date(now.getTime() - 3600_000)),
        ),
      )
      .limit(1);
    return row?.a;
  },

  /**
   * Pending appointments with a reminder already sent to this chat: the ones a reply there
   * answers, soonest first.
   */
  async awaitingReply(tx: Tx, clinicId: string, chatId: string, now: Date) {
    return tx
      .select()
      .from(appointments)
      .where(awaitingReplyWhere(clinicId, chatId, new Date(now.getTime() - REPLY_AFTER_START_MS)))
      .orderBy(asc(appointments.startsAt))
      .limit(1);
  },
};
