import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

import { migrationsFolder } from '../src/db/client.ts';

/**
 * Migration 0036 (chat_column_moves) on a database that already has chats: each chat gets one
 * row, its current column entered at its creation (what came before is not known); from then on
 * the trigger records every change of column, and only a change.
 */

let dir: string | undefined;
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The migrations folder as it was before 0036. */
function folderBefore0036(): string {
  dir = mkdtempSync(join(tmpdir(), 'cc-migr-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  journal.entries = journal.entries.filter((e) => e.tag < '0036');
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe('migration 0036: chat_column_moves', () => {
  it('backfills each chat in its column at its creation, then records moves', async () => {
    const pg = await PGlite.create();
    await migrate(drizzle(pg), { migrationsFolder: folderBefore0036() });
    const clinic = 'a0000000-0000-4000-8000-00000000000a';
    await pg.query(`insert into clinics (id, name) values ($1, 'Clínica')`, [clinic]);
    await pg.query(
      `insert into chats (clinic_id, chat_id, phone, "column", created_at) values
        ($1, '5511900000001', '5511900000001', 'hot_lead', '2025-01-10T12:00:00Z'),
        ($1, '5511900000002', '5511900000002', 'inbox', '2025-01-11T12:00:00Z')`,
      [clinic],
    );

    await migrate(drizzle(pg), { migrationsFolder });
    const backfilled = await pg.query<{ to_column: string; from_column: string | null }>(
      `select from_column, to_column, moved_at from chat_column_moves order by moved_at`,
    );
    expect(backfilled.rows).toEqual([
      { from_column: null, to_column: 'hot_lead', moved_at: new Date('2025-01-10T12:00:00Z') },
      { from_column: null, to_column: 'inbox', moved_at: new Date('2025-01-11T12:00:00Z') },
    ]);

    // A change of column with the application's time in updated_at; a write that leaves the
    // column as it was (a patient's message sets it to itself) records nothing.
    await pg.query(
      `update chats set "column" = 'humanized', updated_at = '2025-02-01T10:00:00Z' where chat_id = '5511900000002'`,
    );
    await pg.query(`update chats set "column" = "column" where chat_id = '5511900000001'`);
    const moves = await pg.query(
      `select from_column, to_column, moved_at from chat_column_moves where from_column is not null`,
    );
    expect(moves.rows).toEqual([
      { from_column: 'inbox', to_column: 'humanized', moved_at: new Date('2025-02-01T10:00:00Z') },
    ]);
    await pg.close();
  });
});
