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
    // Both drivers answer raw statements with `{ rows }`.
    const result = (await db.execute(sql`
      insert into rate_limits (key, window_start, hits) values (${key}, ${now.toISOString()}, 1)
      on conflict (key) do update set
        hits = case when rate_limits.window_start <= ${windowFloor.toISOString()} then 1 else rate_limits.hits + 1 end,
        window_start = case when rate_limits.window_start <= ${windowFloor.toISOString()} then excluded.window_start else rate_limits.window_start end
      returning hits`)) as unknown as { rows: Array<{ hits: number | string }> };
    const hits = Number(result.rows[0]?.hits ?? 0);
    return hits <= rule.max;
  }

  /** Whether the subject already used up its window, without counting a hit. */
  async function exhausted(rule: RateRule, subject: string): Promise<boolean> {
    const floor = new Date(clock().getTime() - rule.windowMs).toISOString();
    const result = (await db.execute(sql`
      select hits from rate_limits where key = ${`${rule.name}:${subject}`} and window_start > ${floor}`)) as unknown as {
      rows: Array<{ hits: number | string }>;
    };
    return Number(result.rows[0]?.hits ?? 0) >= rule.max;
  }

  return {
    /** Throws 429 when the subject is already over the limit; counts nothing. */
    async check(rule: RateRule, subject: string): Promise<void> {
      if (await exhausted(rule, subject))
        throw new AppError(429, 'RATE_LIMITED', MSG.common.rateLimited);
    },
    /** Counts one hit for each subject; throws 429 when any is over its limit. */
    async consume(checks: Array<[RateRule, string]>): Promise<void> {
      let allowed = true;
      for (const [rule, subject] of checks) {
        if (!(await hit(rule, subject))) allowed = false;
      }
      if (!allowed) throw new AppError(429, 'RATE_LIMITED', MSG.common.rateLimited);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
