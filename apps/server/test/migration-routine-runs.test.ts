import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

import { type Db, migrationsFolder } from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';
import { routineRunsRepo } from '../src/modules/routines/index.ts';
import { LEASE_MS } from '../src/scheduler/send-lease.ts';

/**
 * Migration 0049 (the routine claim columns leave `chats` for `routine_runs`) on a database with
 * runs in every state: a step claimed by a process that is still sending it stays claimed, its
 * try counted, so the stale claim reclaims it exactly once; a step held back keeps its time; a
 * chat made after the migration is born with its run.
 */

let dir: string | undefined;
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function folderBefore0049(): string {
  dir = mkdtempSync(join(tmpdir(), 'cc-migr-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  journal.entries = journal.entries.filter((e) => e.tag < '0049');
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe('migration 0049: routine runs', () => {
  it('moves every run off the chat row, an in-flight claim included', async () => {
    const pg = await PGlite.create();
    await migrate(drizzle(pg), { migrationsFolder: folderBefore0049() });
    const clinic = 'a0000000-0000-4000-8000-00000000000a';
    await pg.query(`insert into clinics (id, name) values ($1, 'A')`, [clinic]);
    const now = Date.now();
    const claimedAt = new Date(now - 2 * LEASE_MS);
    const failingSince = new Date(now - 3 * LEASE_MS);
    const anchor = new Date(now - 26 * 3600_000);
    const retryAt = new Date(now + 3600_000);
    const chat = async (chatId: string, run: string) =>
      (
        await pg.query<{ id: string }>(
          `insert into chats (clinic_id, chat_id, phone, last_message_from_me, ${run.split('|')[0]})
            values ($1, $2, $2, true, ${run.split('|')[1]}) returning id`,
          [clinic, chatId],
        )
      ).rows[0]!.id;
    // Step 2 on its way (claimed by a process), after one failed try, in the run's 4th epoch.
    const inFlight = await chat(
      '5511900000001',
      `routine_last_seq, routine_anchor_at, routine_claimed_at, routine_failing_since, routine_attempts, routine_epoch, routine_error|1, '${anchor.toISOString()}', '${claimedAt.toISOString()}', '${failingSince.toISOString()}', 1, 3, 'Falha: 503'`,
    );
    // Held back until the clinic opens.
    const heldBack = await chat('5511900000002', `routine_retry_at|'${retryAt.toISOString()}'`);
    const idle = await chat('5511900000003', `routine_epoch|0`);

    await migrate(drizzle(pg), { migrationsFolder });
    const runs = await pg.query<Record<string, unknown>>(
      `select chat_row_id, last_seq, anchor_at, epoch, status, next_attempt_at, attempt_started_at,
        attempts, failing_since, last_error from routine_runs order by chat_row_id`,
    );
    const byChat = new Map(runs.rows.map((r) => [r.chat_row_id as string, r]));
    expect(runs.rows).toHaveLength(3);
    expect(byChat.get(inFlight)).toEqual({
      chat_row_id: inFlight,
      last_seq: 1,
      anchor_at: anchor,
      epoch: 3,
      status: 'sending',
      next_attempt_at: new Date(0),
      attempt_started_at: claimedAt,
      // The failed try and the one under way: a claim counts its try.
      attempts: 2,
      failing_since: failingSince,
      last_error: 'Falha: 503',
    });
    expect(byChat.get(heldBack)).toMatchObject({
      status: 'pending',
      next_attempt_at: retryAt,
      attempt_started_at: null,
      attempts: 0,
    });
    expect(byChat.get(idle)).toMatchObject({ status: 'pending', last_seq: 0, epoch: 0 });
    const columns = await pg.query(
      `select column_name from information_schema.columns
        where table_name = 'chats' and column_name like 'routine_%' order by column_name`,
    );
    expect(columns.rows).toEqual([{ column_name: 'routine_opted_out_at' }]);

    // The process that held the claim died: past the lease, the shared stale claim takes the
    // step over once, with its run as it was (the step's retry is found, not restarted).
    // The PGlite driver is the app's Db over another client (as test-app.ts does).
    const db = drizzle(pg, { schema }) as unknown as Db;
    const stale = await routineRunsRepo.attempts.claimStale(
      db,
      new Date(now - LEASE_MS),
      new Date(now),
      10,
    );
    expect(stale).toMatchObject([
      { chatRowId: inFlight, lastSeq: 1, epoch: 3, attempts: 2, failingSince },
    ]);
    expect(
      await routineRunsRepo.attempts.claimStale(db, new Date(now - LEASE_MS), new Date(now), 10),
    ).toEqual([]);

    // A chat made after the migration is born with its run.
    const born = await chat('5511900000004', `routine_opted_out_at|null`);
    const bornRun = await pg.query(
      `select status, last_seq from routine_runs where chat_row_id = $1`,
      [born],
    );
    expect(bornRun.rows).toEqual([{ status: 'pending', last_seq: 0 }]);
    await pg.close();
  });
});
