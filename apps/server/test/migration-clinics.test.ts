import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

import { migrationsFolder } from '../src/db/client.ts';
import { membershipsRepo } from '../src/modules/memberships/memberships-repo.ts';

/**
 * Migration 0013 (clinics) on a database built by the migrations before it and filled the way
 * two accounts fill it: afterwards each account is the Responsável of a clinic of one whose id is
 * its own, and every row it had is its clinic's, unchanged.
 */

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** The migrations folder as it was before `tag`. */
function foldersUpTo(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'cc-migr-'));
  dirs.push(dir);
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag === tag),
  );
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

const WORK_TABLES = [
  'web_instances',
  'chats',
  'messages',
  'tags',
  'chat_tags',
  'routines',
  'pre_configured_texts',
  'live_events',
  'tasks',
  'sync_progress',
];

async function fill(pg: PGlite, n: number): Promise<string> {
  const user = (
    await pg.query<{ id: string }>(
      `insert into users (name, email, password_hash, confirmed, board_epoch)
       values ($1, $2, 'x', true, $3) returning id`,
      [`Clínica ${n}`, `conta${n}@clinica.test`, 40 + n],
    )
  ).rows[0]!.id;
  const q = (sql: string) => pg.query(sql, [user]);
  await q(`insert into web_instances (user_id, instance_id, token_sealed, connected_phone, webhook_secret)
           values ($1, 'INST${n}', 'sealed', '5511999990000', 'secret${n}')`);
  const chat = (
    await pg.query<{ id: string }>(
      `insert into chats (user_id, chat_id, phone, name, "column") values ($1, '551190000000${n}', '551190000000${n}', 'Paciente ${n}', 'hot_lead') returning id`,
      [user],
    )
  ).rows[0]!.id;
  await q(`insert into messages (user_id, chat_id, message_id, from_me, type, content, timestamp, sent_by)
           values ($1, '551190000000${n}', 'M${n}a', false, 'text', 'Olá', now(), null),
                  ($1, '551190000000${n}', 'M${n}b', true, 'text', 'Bom dia', now(), 'user')`);
  const tag = (
    await pg.query<{ id: string }>(
      `insert into tags (user_id, name, color) values ($1, 'Retorno', '#8B5CF6') returning id`,
      [user],
    )
  ).rows[0]!.id;
  await pg.query(`insert into chat_tags (user_id, chat_row_id, tag_id) values ($1, $2, $3)`, [
    user,
    chat,
    tag,
  ]);
  await q(
    `insert into routines (user_id, sequence_number, text_content, hours_delay) values ($1, 1, 'Oi?', 6)`,
  );
  await q(
    `insert into pre_configured_texts (user_id, title, content) values ($1, 'Endereço', 'Rua A, 1')`,
  );
  await q(`insert into live_events (user_id, type, payload) values ($1, 'chat-update', '{}')`);
  await pg.query(
    `insert into tasks (user_id, chat_row_id, chat_id, message, due_at, next_attempt_at)
     values ($1, $2, '551190000000${n}', 'Lembrete', now() + interval '1 day', now() + interval '1 day')`,
    [user, chat],
  );
  await q(`insert into sync_progress (user_id, phase) values ($1, 'done')`);
  return user;
}

describe('migration 0013: every account becomes the Responsável of a clinic of one', () => {
  it('keeps every row, now keyed by a clinic whose id is the account id', async () => {
    const pg = await PGlite.create();
    await migrate(drizzle(pg), { migrationsFolder: foldersUpTo('0013_clinics') });
    const users = [await fill(pg, 1), await fill(pg, 2)];
    const counts = async (column: string): Promise<Record<string, number>> =>
      Object.fromEntries(
        await Promise.all(
          WORK_TABLES.map(async (t) => [
            t,
            (
              await pg.query<{ n: number }>(
                `select count(*)::int as n from ${t} where ${column} = any($1)`,
                [users],
              )
            ).rows[0]!.n,
          ]),
        ),
      );
    const before = await counts('user_id');
    const epochs = (
      await pg.query<{ board_epoch: number }>(
        'select board_epoch from users where id = any($1) order by name',
        [users],
      )
    ).rows.map((r) => r.board_epoch);
    expect(Object.values(before).every((n) => n > 0)).toBe(true);

    await migrate(drizzle(pg), { migrationsFolder });

    expect(await counts('clinic_id')).toEqual(before);
    const db = drizzle(pg) as unknown as Parameters<typeof membershipsRepo.membershipOf>[0];
    for (const [i, user] of users.entries()) {
      const member = await membershipsRepo.membershipOf(db, user);
      expect(member).toMatchObject({ clinicId: user, clinicRole: 'RESPONSAVEL' });
      const clinic = (
        await pg.query<{ name: string; board_epoch: number }>(
          'select name, board_epoch from clinics where id = $1',
          [user],
        )
      ).rows[0];
      expect(clinic).toEqual({ name: `Clínica ${i + 1}`, board_epoch: epochs[i] });
      // Per clinic, one of each: nothing moved from one account to the other.
      for (const t of WORK_TABLES) {
        const n = (
          await pg.query<{ n: number }>(
            `select count(*)::int as n from ${t} where clinic_id = $1`,
            [user],
          )
        ).rows[0]!.n;
        expect(n, t).toBe(before[t]! / 2);
      }
    }
    // The board-epoch trigger now counts on the clinic.
    await pg.query(`update routines set hours_delay = 7 where clinic_id = $1`, [users[0]]);
    const epoch = (
      await pg.query<{ board_epoch: number }>('select board_epoch from clinics where id = $1', [
        users[0],
      ])
    ).rows[0]!.board_epoch;
    expect(epoch).toBe(epochs[0]! + 1);
    await pg.close();
  });
});
