import { and, asc, eq, gt, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';

import { attemptRepo, findSentEcho } from '../../db/attempt-claims.ts';
import type { Tx } from '../../db/client.ts';
import { appointmentReminders, appointments } from '../../db/schema.ts';
import { chatNames } from '../conversations/index.ts';

export type AppointmentRow = typeof appointments.$inferSelect;
export type ReminderRow = typeof appointmentReminders.$inferSelect;

async function remindersByIds(tx: Tx, ids: string[]): Promise<ReminderRow[]> {
  if (ids.length === 0) return [];
  return tx.select().from(appointmentReminders).where(inArray(appointmentReminders.id, ids));
}

/**
 * Claims up to `limit` due reminders of appointments still ahead and not cancelled, `SKIP
 * LOCKED` so two processes never claim the same one.
 */
async function claimDueReminders(tx: Tx, now: Date, limit: number): Promise<ReminderRow[]> {
  const iso = now.toISOString();
  const result = (await tx.execute(sql`
    update appointment_reminders set status = 'sending', attempt_started_at = ${iso}, attempts = attempts + 1
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

  /** The appointment still open to an answer whose reminder is the message `messageId`. */
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
          eq(appointments.chatId, chatId),
          inArray(appointments.state, ['waiting', 'confirmed', 'reschedule']),
          gte(appointments.startsAt, new Date(now.getTime() - 3600_000)),
        ),
      )
      .limit(1);
    return row?.a;
  },

  /** Pending appointments of a chat with a reminder already sent: the ones a reply answers. */
  async awaitingReply(tx: Tx, clinicId: string, chatId: string, now: Date) {
    return tx
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.clinicId, clinicId),
          eq(appointments.chatId, chatId),
          inArray(appointments.state, ['waiting', 'confirmed', 'reschedule']),
          gte(appointments.startsAt, new Date(now.getTime() - 3600_000)),
          sql`exists (select 1 from appointment_reminders r where r.appointment_id = ${appointments.id} and r.status = 'sent')`,
        ),
      )
      .orderBy(asc(appointments.startsAt))
      .limit(1);
  },
};
