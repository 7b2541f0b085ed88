import { and, asc, eq, isNotNull, isNull, lte, notExists, or, type SQL, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { appointments, chats, clinics, tasks } from '../../db/schema.ts';

/** A chat's last sign of life: its last message, or when it appeared if it never had one. */
const lastActivity = sql`coalesce(${chats.lastMessageTime}, ${chats.createdAt})`;

/**
 * What retention may erase: no message since `before`, and nothing the clinic still plans for the
 * patient (a scheduled message not yet sent, an appointment still to come): those chats are alive
 * for the clinic even if the patient is quiet.
 */
function inactiveSince(before: Date, now: Date): SQL {
  return and(
    sql`${lastActivity} < ${before}`,
    notExists(
      sql`(select 1 from ${tasks} where ${tasks.chatRowId} = ${chats.id} and ${tasks.status} in ('pending', 'sending'))`,
    ),
    notExists(
      sql`(select 1 from ${appointments} where ${appointments.chatRowId} = ${chats.id} and ${appointments.startsAt} > ${now} and ${appointments.state} <> 'cancelled')`,
    ),
  )!;
}

export const retentionRepo = {
  inactiveSince,

  async months(tx: Tx, clinicId: string): Promise<number | null> {
    const rows = await tx
      .select({ months: clinics.retentionMonths })
      .from(clinics)
      .where(eq(clinics.id, clinicId))
      .limit(1);
    return rows[0]?.months ?? null;
  },

  async setMonths(tx: Tx, clinicId: string, months: number | null): Promise<void> {
    await tx.update(clinics).set({ retentionMonths: months }).where(eq(clinics.id, clinicId));
  },

  async countInactive(tx: Tx, clinicId: string, before: Date, now: Date): Promise<number> {
    const rows = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(chats)
      .where(and(eq(chats.clinicId, clinicId), inactiveSince(before, now)));
    return rows[0]?.n ?? 0;
  },

  async inactiveChats(
    tx: Tx,
    clinicId: string,
    before: Date,
    now: Date,
    limit: number,
  ): Promise<string[]> {
    const rows = await tx
      .select({ chatId: chats.chatId })
      .from(chats)
      .where(and(eq(chats.clinicId, clinicId), inactiveSince(before, now)))
      .orderBy(asc(chats.chatId))
      .limit(limit);
    return rows.map((r) => r.chatId);
  },

  /**
   * Takes today's run of clinics whose retention is on and did not run in the last day: the row
   * lock (`SKIP LOCKED`) and the new `retention_ran_at` make one process take each clinic.
   */
  async claimDue(
    tx: Tx,
    now: Date,
    dayAgo: Date,
    limit: number,
  ): Promise<Array<{ clinicId: string; months: number }>> {
    const due = tx
      .select({ id: clinics.id })
      .from(clinics)
      .where(
        and(
          isNotNull(clinics.retentionMonths),
          or(isNull(clinics.retentionRanAt), lte(clinics.retentionRanAt, dayAgo)),
        ),
      )
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await tx
      .update(clinics)
      .set({ retentionRanAt: now })
      .where(sql`${clinics.id} in ${due}`)
      .returning({ clinicId: clinics.id, months: clinics.retentionMonths });
    return rows.map((r) => ({ clinicId: r.clinicId, months: r.months! }));
  },
};
