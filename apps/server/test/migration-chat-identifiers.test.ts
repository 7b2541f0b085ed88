import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import pino from 'pino';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

import { type Db, migrationsFolder } from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';
import { createTwinMergeRunner } from '../src/modules/conversations/index.ts';
import { notesRepo } from '../src/modules/notes/index.ts';
import { createTestClock } from './helpers/test-app.ts';

/**
 * Issue 48 on a copy of a populated database from before migration 0052: the BSUIDs and usernames
 * chats knew become their first names (chat_identifiers), and the chats of Brazilian mobiles
 * without the ninth digit join their twins with it, losing nothing (messages, tags, tasks,
 * appointments, the waiting list, consent, the privacy log's readings, notes, the routine run),
 * with a note in the chat; a lone one is renamed with its nine; fixed lines stay.
 */

let dir: string | undefined;
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function folderBefore0052(): string {
  dir = mkdtempSync(join(tmpdir(), 'cc-migr-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  journal.entries = journal.entries.filter((e) => e.tag < '0052');
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

const CLINIC = 'a0000000-0000-4000-8000-0000000000b1';
const USER = 'b0000000-0000-4000-8000-0000000000b1';
const WITHOUT = '551187654321';
const WITH = '5511987654321';
const LONE = '558199998888';
const FIXED = '551132654321';

describe('migration 0052 and the ninth-digit twins', () => {
  it('keeps every name and merges the twins of a populated copy, nothing lost', async () => {
    const pg = await PGlite.create();
    await migrate(drizzle(pg), { migrationsFolder: folderBefore0052() });
    const clock = createTestClock();
    const now = clock.now();
    const ago = (h: number) => new Date(now.getTime() - h * 3600_000).toISOString();
    await pg.query(`insert into clinics (id, name) values ($1, 'Clínica Nove')`, [CLINIC]);
    await pg.query(
      `insert into users (id, name, email, password_hash) values ($1, 'Ana', 'ana@example.com', 'x')`,
      [USER],
    );
    const chat = async (chatId: string, extra: Record<string, unknown> = {}) => {
      const cols = ['clinic_id', 'chat_id', 'phone', ...Object.keys(extra)];
      const vals = [CLINIC, chatId, chatId, ...Object.values(extra)];
      return (
        await pg.query<{ id: string }>(
          `insert into chats (${cols.join(', ')}) values (${cols.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
          vals,
        )
      ).rows[0]!.id;
    };
    // The older chat, without the nine: consent, a tag, a task, an appointment, the waiting list.
    const older = await chat(WITHOUT, {
      name: 'Maria Souza',
      unread: 2,
      last_message_time: ago(30),
      last_message_content: 'Quero remarcar',
      automatic_consent_at: ago(40),
      automatic_consent_by: USER,
    });
    const newer = await chat(WITH, {
      unread: 1,
      last_message_time: ago(2),
      last_message_content: 'Bom dia',
    });
    const lone = await chat(LONE, { name: 'Lia', last_message_time: ago(5) });
    await chat(FIXED, { name: 'Consultório', last_message_time: ago(5) });
    const bsuidChat = await chat('BR.1502576394655843', {
      bsuid: 'BR.1502576394655843',
      username: 'ana.souza',
    });
    const msg = (chatId: string, id: string, h: number, text: string) =>
      pg.query(
        `insert into messages (clinic_id, chat_id, message_id, from_me, type, content, timestamp)
          values ($1, $2, $3, false, 'text', $4, $5)`,
        [CLINIC, chatId, id, text, ago(h)],
      );
    await msg(WITHOUT, 'm1', 31, 'Oi');
    await msg(WITHOUT, 'm2', 30, 'Quero remarcar');
    await msg(WITH, 'm3', 2, 'Bom dia');
    await msg(LONE, 'm4', 5, 'Olá');
    const tag = (
      await pg.query<{ id: string }>(
        `insert into tags (clinic_id, name, color) values ($1, 'Convênio', '#10b981') returning id`,
        [CLINIC],
      )
    ).rows[0]!.id;
    await pg.query(`insert into chat_tags (clinic_id, chat_row_id, tag_id) values ($1, $2, $3)`, [
      CLINIC,
      older,
      tag,
    ]);
    await pg.query(`insert into chat_tags (clinic_id, chat_row_id, tag_id) values ($1, $2, $3)`, [
      CLINIC,
      newer,
      tag,
    ]);
    await pg.query(
      `insert into tasks (clinic_id, chat_row_id, chat_id, message, due_at, next_attempt_at)
        values ($1, $2, $3, 'Lembrar do exame', $4, $4)`,
      [CLINIC, older, WITHOUT, ago(-24)],
    );
    await pg.query(
      `insert into appointments (clinic_id, chat_row_id, chat_id, starts_at, time_zone, professional)
        values ($1, $2, $3, $4, 'America/Sao_Paulo', 'Dra. Lima')`,
      [CLINIC, older, WITHOUT, ago(-48)],
    );
    await pg.query(
      `insert into waiting_list_entries (clinic_id, chat_row_id, chat_id, procedure)
        values ($1, $2, $3, 'Limpeza')`,
      [CLINIC, older, WITHOUT],
    );
    await pg.query(
      `insert into access_log (clinic_id, user_id, user_name, kind, chat_id, created_at)
        values ($1, $2, 'Ana', 'chat-opened', $3, $4)`,
      [CLINIC, USER, WITHOUT, ago(29)],
    );
    await pg.query(
      `insert into chat_notes (clinic_id, chat_row_id, chat_id, author_id, text)
        values ($1, $2, $3, $4, 'Prefere de manhã')`,
      [CLINIC, older, WITHOUT, USER],
    );

    await migrate(drizzle(pg), { migrationsFolder });
    const db = drizzle(pg, { schema }) as unknown as Db;
    expect(
      (await pg.query(`select value, kind, chat_row_id from chat_identifiers order by value`)).rows,
    ).toEqual([
      { value: '@ana.souza', kind: 'username', chat_row_id: bsuidChat },
      { value: 'BR.1502576394655843', kind: 'bsuid', chat_row_id: bsuidChat },
    ]);

    const runner = createTwinMergeRunner({
      db,
      clock: clock.now,
      log: pino({ level: 'silent' }),
      note: (tx, n, at) => notesRepo.insert(tx, { ...n, authorId: null }, at),
    });
    expect(await runner.runOnce()).toBe(2);
    expect(await runner.runOnce()).toBe(0);

    const rows = await pg.query<Record<string, unknown>>(
      `select id, chat_id, phone, name, unread, last_message_content, automatic_consent_by
        from chats where chat_id ~ '^55' order by chat_id`,
    );
    expect(rows.rows).toEqual([
      // The fixed line is no mobile: left as it was.
      expect.objectContaining({ chat_id: FIXED, phone: FIXED }),
      // The newer chat survives, with the older one's name, unread and consent; the patient last
      // wrote with the nine, so sends keep going there.
      {
        id: newer,
        chat_id: WITH,
        phone: WITH,
        name: 'Maria Souza',
        unread: 3,
        last_message_content: 'Bom dia',
        automatic_consent_by: USER,
      },
      // The lone chat gains its nine as its key; the patient's own address stays.
      expect.objectContaining({ id: lone, chat_id: '5581999998888', phone: LONE }),
    ]);
    const count = async (sql: string, params: unknown[]) =>
      (await pg.query<{ n: number }>(sql, params)).rows[0]!.n;
    expect(
      (
        await pg.query(`select message_id from messages where chat_id = $1 order by timestamp`, [
          WITH,
        ])
      ).rows,
    ).toEqual([{ message_id: 'm1' }, { message_id: 'm2' }, { message_id: 'm3' }]);
    expect(
      await count(`select count(*)::int as n from messages where chat_id = $1`, [WITHOUT]),
    ).toBe(0);
    expect(
      await count(`select count(*)::int as n from chat_tags where chat_row_id = $1`, [newer]),
    ).toBe(1);
    for (const table of ['tasks', 'appointments', 'waiting_list_entries'])
      expect((await pg.query(`select chat_row_id, chat_id from ${table}`)).rows, table).toEqual([
        { chat_row_id: newer, chat_id: WITH },
      ]);
    expect((await pg.query(`select chat_id from access_log`)).rows).toEqual([{ chat_id: WITH }]);
    expect(
      (
        await pg.query(
          `select text, author_id from chat_notes where chat_row_id = $1 order by created_at`,
          [newer],
        )
      ).rows,
    ).toEqual([
      { text: 'Prefere de manhã', author_id: USER },
      {
        text: 'Aviso automático: as conversas de +55 (11) 8765-4321 e +55 (11) 98765-4321 eram do mesmo paciente (o nono dígito) e foram unidas aqui, com as mensagens, etiquetas, tarefas e consultas das duas.',
        author_id: null,
      },
    ]);
    // The old keys are names of the patient: a message still keyed by them finds the chat.
    expect(
      (
        await pg.query(
          `select value, chat_row_id from chat_identifiers where kind = 'phone' order by value`,
        )
      ).rows,
    ).toEqual([
      { value: WITHOUT, chat_row_id: newer },
      { value: LONE, chat_row_id: lone },
    ]);
    await pg.close();
  });
});
