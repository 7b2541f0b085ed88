import { MSG } from '@conecta/contract';

import type { AttemptRepo } from '../../db/attempt-claims.ts';
import type { Db } from '../../db/client.ts';
import type { Outgoing, SendStrategy } from '../send-strategy.ts';

/** What every row of an attempt table carries: its claim (a task's too). */
interface ClaimedRow {
  id: string;
  attempts: number;
}

/** What every row of a table with `sendAttemptColumns` carries beside its claim. */
interface AttemptRow extends ClaimedRow {
  failingSince: Date | null;
}

/**
 * How any row of an attempt table is claimed and handed back (reminders, slot offers, surveys,
 * scheduled messages): `SKIP LOCKED` claims committed before the send, a stale claim reclaimed
 * by refreshing its attempt time, and a hand-back that does not count as a try.
 */
export function attemptClaimSteps<Row extends ClaimedRow, M extends Outgoing>(
  db: Db,
  repo: AttemptRepo<Row>,
): Pick<
  SendStrategy<Row, M>,
  'claimDue' | 'claimStale' | 'releaseStale' | 'releaseDue' | 'postpone'
> {
  return {
    claimDue: (now, limit) => repo.claimDue(db, now, limit),
    claimStale: (now, staleBefore, limit) => repo.claimStale(db, staleBefore, now, limit),
    releaseStale: (r, staleAt) => repo.markStale(db, r.id, staleAt),
    releaseDue: (r) => repo.release(db, r),
    postpone: (r, until) => repo.release(db, r, until),
  };
}

/**
 * The steps a strategy over a table with `sendAttemptColumns` shares with the others (reminders,
 * slot offers, surveys): the claims and their hand-backs, and the bookkeeping of a retry, a final
 * failure, a drop and a refusal. A strategy spreads these and writes what is its own (what to
 * send, what a sent message changes); it may override any of them (a reminder's failure is also
 * published).
 */
export function attemptRowSteps<Row extends AttemptRow, M extends Outgoing>(
  db: Db,
  repo: AttemptRepo<Row>,
): Pick<
  SendStrategy<Row, M>,
  | 'claimDue'
  | 'claimStale'
  | 'releaseStale'
  | 'releaseDue'
  | 'postpone'
  | 'isRetry'
  | 'onRetry'
  | 'onFailed'
  | 'onDropped'
  | 'onRefused'
> {
  return {
    ...attemptClaimSteps<Row, M>(db, repo),
    isRetry: (r) => r.failingSince !== null,
    onRetry: (r, _message, retry) =>
      repo.set(db, r.id, {
        status: 'pending',
        failingSince: retry.since,
        nextAttemptAt: retry.at,
        lastError: retry.reason,
      }),
    onFailed: (r, _message, reason) =>
      repo.set(db, r.id, { status: 'failed', lastError: `${MSG.taskRules.failedPrefix}${reason}` }),
    onDropped: (r) => repo.set(db, r.id, { status: 'skipped' }),
    onRefused: (r, why) => repo.set(db, r.id, { status: 'skipped', lastError: why }),
  };
}
