import { z } from 'zod';

import { CHAT_MSG } from '../messages/chat-rules.ts';

/**
 * Where an incremental sync stands: the database snapshot taken before a read (PostgreSQL's
 * `pg_current_snapshot()`). A row written by a transaction that snapshot did not see (one that
 * started at or after `xmax`, or one of the `running` ones) is new to that reader; every other
 * row was already in what it read. Keeping the running transactions, not only the oldest one,
 * is what lets an idle reader get nothing back while other clinics' transactions are open.
 */
export type SyncPosition = { xmin: number; xmax: number; running: number[] };

/** The most running transactions a position carries (the server falls back to `xmin` past it). */
export const SYNC_RUNNING_MAX = 32;

// `xmin`, then `-xmax` and `-id` of each running transaction; `xmin` alone means xmax = xmin
// (the form written before running transactions were kept, still taken).
const SYNC_POSITION = new RegExp(`^\\d{1,16}(-\\d{1,16}){0,${SYNC_RUNNING_MAX + 1}}$`);

/** A position as text, URL-safe: `xmin[-xmax[-id…]]`. */
export function formatSyncPosition(p: SyncPosition): string {
  if (p.xmax === p.xmin && p.running.length === 0) return String(p.xmin);
  return [p.xmin, p.xmax, ...p.running].join('-');
}

/**
 * Reads a position written by `formatSyncPosition`; undefined for anything else, including ids
 * out of order or outside `[xmin, xmax)`, which no snapshot holds.
 */
export function parseSyncPosition(text: string): SyncPosition | undefined {
  if (!SYNC_POSITION.test(text)) return undefined;
  const [xmin, xmax = xmin, ...running] = text.split('-').map(Number) as [number, ...number[]];
  if (![xmin, xmax, ...running].every(Number.isSafeInteger) || xmax < xmin) return undefined;
  let last = xmin - 1;
  for (const id of running) {
    if (id <= last || id >= xmax) return undefined;
    last = id;
  }
  return { xmin, xmax, running };
}

/**
 * A position from ahead of this database (restored from a backup): the transactions it counts
 * as seen were never started here, so the reader has to start over. Both bounds only grow on
 * one database, so either one past today's gives it away.
 */
export const isAheadOf = (since: SyncPosition, now: SyncPosition) =>
  since.xmax > now.xmax || since.xmin > now.xmin;

/** A position in a query string, read once here (a route gets the `SyncPosition`). */
export const zSyncPosition = z.string().transform((text, ctx) => {
  const position = parseSyncPosition(text);
  if (position) return position;
  ctx.addIssue({ code: 'custom', message: CHAT_MSG.syncPositionInvalid });
  return z.NEVER;
});
