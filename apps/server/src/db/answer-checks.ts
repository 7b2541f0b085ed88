import { type SQL, sql } from 'drizzle-orm';

import type { Db } from './client.ts';

/**
 * One feature's "does this chat await the patient's answer" (a waiting-list offer, a survey, a
 * reminder), as an `exists (...)` over its own tables with placeholders: `clinicId` and `chatId`
 * are shared, the rest are the feature's own (named after it, so the checks can share one
 * statement) and filled by `params` from the moment of the message.
 */
export interface AnswerCheck {
  exists(db: Db): SQL;
  params(now: Date): Record<string, unknown>;
}

/**
 * The checks of several features asked in ONE prepared statement: a patient's message asks all
 * of them, and on the usual path none awaits anything, so one round trip answers for all instead
 * of one each (each was a statement built anew per message). Answers which ones hold, in order.
 */
export function prepareAnswerChecks<K extends string>(
  db: Db,
  name: string,
  checks: Record<K, AnswerCheck>,
) {
  const keys = Object.keys(checks) as K[];
  const statement = db
    .select(
      Object.fromEntries(
        keys.map((k) => [k, sql<boolean>`${checks[k].exists(db)}`.mapWith(Boolean)]),
      ) as Record<K, SQL<boolean>>,
    )
    .from(sql`(select 1) as one`)
    .prepare(name);
  return async (clinicId: string, chatId: string, now: Date): Promise<Record<K, boolean>> => {
    const params: Record<string, unknown> = { clinicId, chatId };
    for (const k of keys) Object.assign(params, checks[k].params(now));
    const [row] = await statement.execute(params);
    // drizzle cannot map a selection keyed by a generic K back to K: each column is a boolean.
    return row as unknown as Record<K, boolean>;
  };
}
