import { MSG } from '@conecta/contract';
import { sql } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import type { Clock } from './clock.ts';
import { AppError } from './errors.ts';

export interface RateRule {
  /** What is counted, e.g. "login:ip". */
  name: string;
  max: number;
  windowMs: number;
}

/**
 * Fixed-window counters kept in the database, so every server instance sees the same counts and a
 * restart does not reset them. One statement increments and reads, so concurrent hits are counted.
 */
export function createRateLimiter(db: Db, clock: Clock) {
  async function hit(rule: RateRule, subject: string): Promise<boolean> {
    const now = clock();
    const windowFloor = new Date(now.getTime() - rule.windowMs);
    const key = `${rule.name}:${subject}`;
    // Counting stops one past the limit: a flood of refused requests writes nothing new.
    const result = (await db.execute(sql`
      insert into rate_limits (key, window_start, hits) values (${key}, ${now.toISOString()}, 1)
      on conflict (key) do update set
        hits = case when rate_limits.window_start <= ${windowFloor.toISOString()} then 1 else least(rate_limits.hits + 1, ${rule.max + 1}) end,
        window_start = case when rate_limits.window_start <= ${windowFloor.toISOString()} then excluded.window_start else rate_limits.window_start end
      returning hits`)) as unknown as { rows: Array<{ hits: number | string }> };
    const hits = Number(result.rows[0]?.hits ?? 0);
    return hits <= rule.max;
  }

  return {
    /**
     * Counts one hit for each subject, in order, and throws 429 at the first one over its limit
     * without counting the rest: an address over its limit adds nothing for the e-mails it tries.
     */
    async consume(checks: Array<[RateRule, string]>): Promise<void> {
      for (const [rule, subject] of checks) {
        if (!(await hit(rule, subject))) throw new AppError('RATE_LIMITED', MSG.common.rateLimited);
      }
    },
    /** Gives back one hit counted by `consume` (a sign-in that turned out right). */
    async refund(rule: RateRule, subject: string): Promise<void> {
      await db.execute(sql`
        update rate_limits set hits = greatest(hits - 1, 0)
         where key = ${`${rule.name}:${subject}`}`);
    },
    /** Deletes windows that ended: older than the longest rule's window. */
    async purgeExpired(longestWindowMs: number): Promise<number> {
      const floor = new Date(clock().getTime() - longestWindowMs).toISOString();
      const result = (await db.execute(sql`
        delete from rate_limits where window_start < ${floor} returning 1`)) as unknown as {
        rows: unknown[];
      };
      return result.rows.length;
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
