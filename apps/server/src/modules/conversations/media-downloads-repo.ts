import { sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';

/** A queued download as claimed: the message it belongs to and where its file is. */
export interface MediaJob {
  messageRowId: string;
  clinicId: string;
  url: string;
  mime: string | null;
  /** This claim included. */
  attempts: number;
}

type Rows<T> = { rows: T[] };

/** The media download queue (table media_downloads, filled by a trigger on messages). */
export const mediaDownloadsRepo = {
  /**
   * Claims up to `limit` due downloads for this process: rows another process holds are skipped,
   * and a claim older than `staleBefore` is a process that died mid-way, taken over. A message
   * whose file is already stored (our own send's echo) leaves the queue here.
   */
  async claim(db: Db, now: Date, staleBefore: Date, limit: number): Promise<MediaJob[]> {
    const at = now.toISOString();
    const result = (await db.execute(sql`
      with due as (
        select d.message_id from media_downloads d
        where (d.next_attempt_at is null or d.next_attempt_at <= ${at})
          and (d.claimed_at is null or d.claimed_at < ${staleBefore.toISOString()})
        order by d.next_attempt_at nulls first
        limit ${limit}
        for update of d skip locked
      ),
      claimed as (
        update media_downloads d set claimed_at = ${at}, attempts = d.attempts + 1
        from due where d.message_id = due.message_id
        returning d.message_id, d.attempts
      )
      select c.message_id, c.attempts, m.clinic_id, m.media_url, m.media_mime, m.media_path
      from claimed c join messages m on m.id = c.message_id`)) as unknown as Rows<{
      message_id: string;
      attempts: number;
      clinic_id: string;
      media_url: string | null;
      media_mime: string | null;
      media_path: string | null;
    }>;
    const jobs: MediaJob[] = [];
    for (const r of result.rows) {
      if (r.media_path || !r.media_url) await this.done(db, r.message_id);
      else
        jobs.push({
          messageRowId: r.message_id,
          clinicId: r.clinic_id,
          url: r.media_url,
          mime: r.media_mime,
          attempts: Number(r.attempts),
        });
    }
    return jobs;
  },
  /** Stored, or given up on: the row leaves the queue. */
  async done(db: Db, messageRowId: string): Promise<void> {
    await db.execute(sql`delete from media_downloads where message_id = ${messageRowId}`);
  },
  /** A failed attempt that may pass later: free again from `nextAttemptAt`. */
  async retryAt(db: Db, messageRowId: string, nextAttemptAt: Date): Promise<void> {
    await db.execute(sql`
      update media_downloads set claimed_at = null, next_attempt_at = ${nextAttemptAt.toISOString()}
      where message_id = ${messageRowId}`);
  },
  /** Handed back untried (shutdown): free at once, and the claim not counted. */
  async release(db: Db, messageRowId: string): Promise<void> {
    await db.execute(sql`
      update media_downloads set claimed_at = null, attempts = greatest(attempts - 1, 0)
      where message_id = ${messageRowId}`);
  },
  /** Every claim handed back (at start, when this process is the database's only user). */
  async releaseAll(db: Db): Promise<void> {
    await db.execute(
      sql`update media_downloads set claimed_at = null where claimed_at is not null`,
    );
  },
  /**
   * When the next download another claim could take is due: null when one is due now, undefined
   * when the queue holds nothing this process could take (empty, or all held by others).
   */
  async nextDue(db: Db, staleBefore: Date): Promise<Date | null | undefined> {
    const result = (await db.execute(sql`
      select count(*)::int as n, bool_or(next_attempt_at is null) as any_now,
        min(next_attempt_at) as next
      from media_downloads
      where claimed_at is null or claimed_at < ${staleBefore.toISOString()}`)) as unknown as Rows<{
      n: number;
      any_now: boolean | null;
      next: string | Date | null;
    }>;
    const row = result.rows[0];
    if (!row || Number(row.n) === 0) return undefined;
    if (row.any_now || row.next === null) return null;
    return new Date(row.next);
  },
  /** Downloads waiting or under way (for /metrics). */
  async depth(db: Db): Promise<number> {
    const result = (await db.execute(
      sql`select count(*)::int as n from media_downloads`,
    )) as unknown as Rows<{ n: number }>;
    return Number(result.rows[0]?.n ?? 0);
  },
};
