import { and, eq, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { webInstances } from '../../db/schema.ts';

/**
 * A WhatsApp number's own budget of automatic messages, on its instance's row so that every
 * server process on the database shares it: how many went on the clinic's local day, and the
 * first moment the next may go. Each statement takes the row's lock, as the clinic's per-minute
 * budget does.
 */
export const sendPacingRepo = {
  /**
   * Takes up to `want` of the number's sends on `day` (a new day starts empty), never past
   * `cap`; answers how many it got.
   */
  async reserveDay(
    tx: Tx,
    instanceRowId: string,
    q: { day: string; want: number; cap: number },
  ): Promise<number> {
    const result = (await tx.execute(sql`
      with old as (
        select id, case when auto_day = ${q.day} then auto_day_used else 0 end as used
        from web_instances where id = ${instanceRowId} for update
      ), next as (
        update web_instances w set
          auto_day = ${q.day},
          auto_day_used = greatest(least(old.used + ${q.want}, ${q.cap}), old.used)
        from old where w.id = old.id
        returning w.auto_day_used as used, old.used as before
      )
      select greatest(used - before, 0)::int as granted from next`)) as unknown as {
      rows: Array<{ granted: number }>;
    };
    return result.rows[0]?.granted ?? 0;
  },

  /** Sends taken on `day` that did not go after all (another process had the slot): given back. */
  async giveBackDay(tx: Tx, instanceRowId: string, day: string, n: number): Promise<void> {
    if (n <= 0) return;
    await tx
      .update(webInstances)
      .set({ autoDayUsed: sql`greatest(${webInstances.autoDayUsed} - ${n}, 0)` })
      .where(and(eq(webInstances.id, instanceRowId), eq(webInstances.autoDay, day)));
  },

  /**
   * The number's slot for one send now, when its last send left it free: the next slot then
   * begins `gapMs` later. Answers null when taken, else the moment the number is free again.
   * The update re-reads the row once another process's update of it commits, so one slot goes
   * to one send.
   */
  async takeSlot(
    tx: Tx,
    instanceRowId: string,
    q: { now: Date; gapMs: number },
  ): Promise<{ taken: true } | { taken: false; freeAt: Date }> {
    const now = q.now.toISOString();
    const rows = await tx
      .update(webInstances)
      .set({ autoNextAt: sql`${now}::timestamptz + ${q.gapMs} * interval '1 millisecond'` })
      .where(
        and(
          eq(webInstances.id, instanceRowId),
          sql`(${webInstances.autoNextAt} is null or ${webInstances.autoNextAt} <= ${now}::timestamptz)`,
        ),
      )
      .returning({ id: webInstances.id });
    if (rows.length > 0) return { taken: true };
    return { taken: false, freeAt: (await this.freeAt(tx, instanceRowId)) ?? q.now };
  },

  /** The first moment the number may send its next automatic message (null: any time). */
  async freeAt(tx: Tx, instanceRowId: string): Promise<Date | null> {
    const rows = await tx
      .select({ at: webInstances.autoNextAt })
      .from(webInstances)
      .where(eq(webInstances.id, instanceRowId))
      .limit(1);
    return rows[0]?.at ?? null;
  },
};
