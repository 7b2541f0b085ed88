import { and, asc, eq, gt, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { calendarEvents, professionalCalendars } from '../../db/schema.ts';

export type CalendarRow = typeof professionalCalendars.$inferSelect;
export type CalendarEventRow = typeof calendarEvents.$inferSelect;

/** The professionals' calendar links and the events read from imported calendars. */
export const calendarsRepo = {
  async list(tx: Tx, clinicId: string): Promise<CalendarRow[]> {
    return tx
      .select()
      .from(professionalCalendars)
      .where(eq(professionalCalendars.clinicId, clinicId))
      .orderBy(asc(professionalCalendars.professional));
  },

  async find(tx: Tx, clinicId: string, id: string): Promise<CalendarRow | undefined> {
    const [row] = await tx
      .select()
      .from(professionalCalendars)
      .where(and(eq(professionalCalendars.clinicId, clinicId), eq(professionalCalendars.id, id)))
      .limit(1);
    return row;
  },

  async count(tx: Tx, clinicId: string): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(professionalCalendars)
      .where(eq(professionalCalendars.clinicId, clinicId));
    return row?.n ?? 0;
  },

  /** The professional's row, made when first asked for (one per name as plainName reads it). */
  async ensure(
    tx: Tx,
    clinicId: string,
    professional: string,
    key: string,
    now: Date,
  ): Promise<CalendarRow> {
    await tx
      .insert(professionalCalendars)
      .values({ clinicId, professional, professionalKey: key, createdAt: now, updatedAt: now })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(professionalCalendars)
      .where(
        and(
          eq(professionalCalendars.clinicId, clinicId),
          eq(professionalCalendars.professionalKey, key),
        ),
      )
      .limit(1);
    return row!;
  },

  async update(
    tx: Tx,
    clinicId: string,
    id: string,
    values: Partial<typeof professionalCalendars.$inferInsert>,
  ): Promise<CalendarRow | undefined> {
    const [row] = await tx
      .update(professionalCalendars)
      .set(values)
      .where(and(eq(professionalCalendars.clinicId, clinicId), eq(professionalCalendars.id, id)))
      .returning();
    return row;
  },

  async byFeedHash(tx: Tx, hash: string): Promise<CalendarRow | undefined> {
    const [row] = await tx
      .select()
      .from(professionalCalendars)
      .where(eq(professionalCalendars.feedTokenHash, hash))
      .limit(1);
    return row;
  },

  /**
   * Claims up to `limit` imports due by `now`: their next poll moves to `next` in the same
   * statement (SKIP LOCKED), so two server processes never read one calendar at once, and a
   * process that dies mid-sync leaves it to the next poll.
   */
  async claimDue(tx: Tx, now: Date, next: Date, limit: number): Promise<CalendarRow[]> {
    const result = (await tx.execute(sql`
      update professional_calendars set next_sync_at = ${next.toISOString()}
      where id in (
        select id from professional_calendars
        where import_url_sealed is not null and next_sync_at <= ${now.toISOString()}
        order by next_sync_at
        limit ${limit}
        for update skip locked
      )
      returning id`)) as unknown as { rows: Array<{ id: string }> };
    const ids = result.rows.map((r) => r.id);
    if (ids.length === 0) return [];
    return tx.select().from(professionalCalendars).where(inArray(professionalCalendars.id, ids));
  },

  async eventCounts(tx: Tx, clinicId: string): Promise<Map<string, number>> {
    const rows = await tx
      .select({ calendarId: calendarEvents.calendarId, n: sql<number>`count(*)::int` })
      .from(calendarEvents)
      .where(and(eq(calendarEvents.clinicId, clinicId), ne(calendarEvents.status, 'cancelled')))
      .groupBy(calendarEvents.calendarId);
    return new Map(rows.map((r) => [r.calendarId, r.n]));
  },

  /** An event seen now: inserted, or its start, text and sighting brought up to date. */
  async saveEvent(
    tx: Tx,
    values: Pick<
      typeof calendarEvents.$inferInsert,
      'clinicId' | 'calendarId' | 'uid' | 'eventKey' | 'startsAt' | 'summary' | 'procedure'
    > & { seenAt: Date },
  ): Promise<CalendarEventRow> {
    const [row] = await tx
      .insert(calendarEvents)
      .values({
        ...values,
        status: 'unmatched',
        createdAt: values.seenAt,
        updatedAt: values.seenAt,
      })
      .onConflictDoUpdate({
        target: [calendarEvents.calendarId, calendarEvents.eventKey],
        set: {
          startsAt: values.startsAt,
          summary: values.summary,
          procedure: values.procedure,
          seenAt: values.seenAt,
          updatedAt: values.seenAt,
        },
      })
      .returning();
    return row!;
  },

  async setEvent(
    tx: Tx,
    id: string,
    values: Partial<Pick<CalendarEventRow, 'status' | 'appointmentId' | 'linkedChatId'>>,
  ): Promise<void> {
    await tx.update(calendarEvents).set(values).where(eq(calendarEvents.id, id));
  },

  /** The chat a member linked to any occurrence of this UID, if any. */
  async linkedChatOf(tx: Tx, calendarId: string, uid: string): Promise<string | undefined> {
    const [row] = await tx
      .select({ chatId: calendarEvents.linkedChatId })
      .from(calendarEvents)
      .where(
        and(
          eq(calendarEvents.calendarId, calendarId),
          eq(calendarEvents.uid, uid),
          isNotNull(calendarEvents.linkedChatId),
        ),
      )
      .limit(1);
    return row?.chatId ?? undefined;
  },

  /** Events still ahead that this sync did not see (deleted there, or moved out of the window). */
  async vanished(
    tx: Tx,
    calendarId: string,
    syncedAt: Date,
    upTo: Date | null,
  ): Promise<CalendarEventRow[]> {
    return tx
      .select()
      .from(calendarEvents)
      .where(
        and(
          eq(calendarEvents.calendarId, calendarId),
          ne(calendarEvents.status, 'cancelled'),
          lt(calendarEvents.seenAt, syncedAt),
          gt(calendarEvents.startsAt, syncedAt),
          ...(upTo ? [lt(calendarEvents.startsAt, upTo)] : []),
        ),
      )
      .limit(5000);
  },

  /** The clinic's events waiting for a member to name their chat, soonest first. */
  async unmatched(tx: Tx, clinicId: string, from: Date, limit: number) {
    return tx
      .select({ e: calendarEvents, professional: professionalCalendars.professional })
      .from(calendarEvents)
      .innerJoin(professionalCalendars, eq(professionalCalendars.id, calendarEvents.calendarId))
      .where(
        and(
          eq(calendarEvents.clinicId, clinicId),
          eq(calendarEvents.status, 'unmatched'),
          gt(calendarEvents.startsAt, from),
        ),
      )
      .orderBy(asc(calendarEvents.startsAt))
      .limit(limit);
  },

  async findEvent(tx: Tx, clinicId: string, id: string) {
    const [row] = await tx
      .select({ e: calendarEvents, calendar: professionalCalendars })
      .from(calendarEvents)
      .innerJoin(professionalCalendars, eq(professionalCalendars.id, calendarEvents.calendarId))
      .where(and(eq(calendarEvents.clinicId, clinicId), eq(calendarEvents.id, id)))
      .limit(1);
    return row;
  },

  /** The unmatched occurrences still ahead of the same UID (linked together by hand). */
  async unmatchedOfUid(tx: Tx, calendarId: string, uid: string, from: Date) {
    return tx
      .select()
      .from(calendarEvents)
      .where(
        and(
          eq(calendarEvents.calendarId, calendarId),
          eq(calendarEvents.uid, uid),
          eq(calendarEvents.status, 'unmatched'),
          gt(calendarEvents.startsAt, from),
        ),
      )
      .limit(1000);
  },
};
