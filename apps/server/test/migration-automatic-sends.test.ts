import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

import { migrationsFolder } from '../src/db/client.ts';

/**
 * Migration 0041 (routine_seq and task_id on messages) on a database that already sent: a task's
 * message is found by the id the task kept; a routine step's by its text, the step's first
 * wording; a reminder, a member's message and a step whose text was edited since stay unknown.
 */

let dir: string | undefined;
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function folderBefore0041(): string {
  dir = mkdtempSync(join(tmpdir(), 'cc-migr-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  journal.entries = journal.entries.filter((e) => e.tag < '0041');
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe('migration 0041: automatic sends on messages', () => {
  it('backfills tasks by their message id and routine steps by their text', async () => {
    const pg = await PGlite.create();
    await migrate(drizzle(pg), { migrationsFolder: folderBefore0041() });
    const clinic = 'a0000000-0000-4000-8000-00000000000a';
    const other = 'b0000000-0000-4000-8000-00000000000b';
    await pg.query(`insert into clinics (id, name) values ($1, 'A'), ($2, 'B')`, [clinic, other]);
    const chat = await pg.query<{ id: string }>(
      `insert into chats (clinic_id, chat_id, phone) values ($1, '5511900000001', '5511900000001') returning id`,
      [clinic],
    );
    await pg.query(
      `insert into routines (clinic_id, sequence_number, text_content, hours_delay)
        values ($1, 2, 'Ainda tem interesse?', 24)`,
      [clinic],
    );
    const task = await pg.query<{ id: string }>(
      `insert into tasks (clinic_id, chat_row_id, chat_id, message, due_at, status, next_attempt_at, message_id)
        values ($1, $2, '5511900000001', 'Sua consulta é amanhã', now(), 'executed', now(), 'T1') returning id`,
      [clinic, chat.rows[0]!.id],
    );
    const m = (clinicId: string, id: string, content: string, sentBy: string | null) =>
      pg.query(
        `insert into messages (clinic_id, chat_id, message_id, from_me, type, content, sent_by, "timestamp")
          values ($1, '5511900000001', $2, true, 'text', $3, $4, now())`,
        [clinicId, id, content, sentBy],
      );
    await m(clinic, 'T1', 'Sua consulta é amanhã', 'automation');
    await m(clinic, 'R2', 'Ainda tem interesse?', 'automation');
    await m(clinic, 'OLD', 'Texto antigo de uma rotina', 'automation');
    await m(clinic, 'BYHAND', 'Ainda tem interesse?', 'user');
    // Another clinic's message with the same text is not clinic A's step.
    await m(other, 'R2B', 'Ainda tem interesse?', 'automation');

    await migrate(drizzle(pg), { migrationsFolder });
    const rows = await pg.query<{
      message_id: string;
      routine_seq: number | null;
      task_id: string | null;
    }>(`select message_id, routine_seq, task_id from messages order by message_id`);
    expect(rows.rows).toEqual([
      { message_id: 'BYHAND', routine_seq: null, task_id: null },
      { message_id: 'OLD', routine_seq: null, task_id: null },
      { message_id: 'R2', routine_seq: 2, task_id: null },
      { message_id: 'R2B', routine_seq: null, task_id: null },
      { message_id: 'T1', routine_seq: null, task_id: task.rows[0]!.id },
    ]);
    await pg.close();
  });
});
