import { BOARD_CURSOR_HEADER } from '@conecta/contract';
import type { SyncPosition } from '@conecta/contract';
import { eq, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { chats, messages } from '../src/db/schema.ts';
import { readSyncPosition } from '../src/db/sync-position.ts';
import { chatsRepo } from '../src/modules/conversations/chats-repo.ts';
import { seedInstance } from './helpers/seed-instance.ts';
import { bearer, createTestApp, signUp, type TestApp } from './helpers/test-app.ts';

/**
 * On PostgreSQL a change can commit after a board read the list that does not show it yet: the
 * cursor keeps the transactions still running, so the next check still gets it. And a
 * transaction left open elsewhere (another clinic's, a long job) must not make an idle board or
 * chat window get the same changes again at every check.
 */
let t: TestApp;
let user: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t);
  await seedInstance(t, user.id);
  await t.database.db.insert(chats).values({
    clinicId: user.id,
    chatId: '5511900000001',
    phone: '5511900000001',
    column: 'inbox',
  });
});
afterAll(() => t.close());

it('sends a change that committed after the list was read', async () => {
  const other = new Client({ connectionString: t.databaseUrl });
  await other.connect();
  try {
    await other.query('begin');
    // Started (it has its id) before the list is read, committed after.
    await other.query(`update chats set "column" = 'vip' where clinic_id = $1`, [user.id]);

    const list = await t.app.inject({ url: '/dashboard/zapi/chats', headers: bearer(user.token) });
    expect(list.json().chats[0].column).toBe('inbox');
    const cursor = String(list.headers[BOARD_CURSOR_HEADER]);
    await other.query('commit');

    const changes = await t.app.inject({
      url: `/dashboard/zapi/chats/changes?since=${cursor}`,
      headers: bearer(user.token),
    });
    expect(changes.json().chats.map((c: { column: string }) => c.column)).toEqual(['vip']);
  } finally {
    await other.end();
  }
});

/** A write transaction of another connection, open until `end`: it holds the snapshot's xmin. */
async function openTransactionElsewhere() {
  const other = new Client({ connectionString: t.databaseUrl });
  await other.connect();
  await other.query('begin');
  await other.query('select pg_current_xact_id()');
  return {
    async end() {
      try {
        await other.query('rollback');
      } finally {
        await other.end();
      }
    },
  };
}

it('sends a board each change once while another transaction stays open', async () => {
  const open = await openTransactionElsewhere();
  try {
    const list = await t.app.inject({ url: '/dashboard/zapi/chats', headers: bearer(user.token) });
    const cursor = String(list.headers[BOARD_CURSOR_HEADER]);
    const changes = async (since: string) => {
      const res = await t.app.inject({
        url: `/dashboard/zapi/chats/changes?since=${since}`,
        headers: bearer(user.token),
      });
      expect(res.statusCode).toBe(200);
      return res.json() as { cursor: string; reset: boolean; chats: Array<{ column: string }> };
    };
    expect((await changes(cursor)).chats).toEqual([]);

    const moved = await t.app.inject({
      method: 'PUT',
      url: '/dashboard/zapi/chats/5511900000001/column',
      headers: bearer(user.token),
      payload: { column: 'inbox' },
    });
    expect(moved.statusCode).toBe(200);
    const after = await changes(cursor);
    expect(after.chats.map((c) => c.column)).toEqual(['inbox']);
    expect(await changes(after.cursor)).toMatchObject({ reset: false, chats: [] });
  } finally {
    await open.end();
  }
});

it('sends a chat window each new message once while another transaction stays open', async () => {
  const open = await openTransactionElsewhere();
  try {
    const page = async (query: string) => {
      const res = await t.app.inject({
        url: `/dashboard/messages/5511900000001?${query}`,
        headers: bearer(user.token),
      });
      expect(res.statusCode).toBe(200);
      return res.json() as { cursor: string; reset: boolean; messages: Array<{ content: string }> };
    };
    const first = await page('limit=50');
    expect((await page(`since=${first.cursor}`)).messages).toEqual([]);

    await t.database.db.insert(messages).values({
      clinicId: user.id,
      chatId: '5511900000001',
      messageId: 'late-1',
      fromMe: false,
      type: 'text',
      content: 'Bom dia!',
      status: 'RECEIVED',
      timestamp: t.clock.now(),
    });
    const sync = await page(`since=${first.cursor}`);
    expect(sync.messages.map((m) => m.content)).toEqual(['Bom dia!']);
    const idle = await page(`since=${sync.cursor}`);
    expect(idle).toMatchObject({ reset: false, messages: [] });
  } finally {
    await open.end();
  }
});

it('counts as unseen what a transaction writes after reading its own position', async () => {
  const db = t.database.db;
  let position: SyncPosition | undefined;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_current_xact_id()`);
    // Another transaction ends after this one took its id, so this id is below the snapshot's
    // xmax, and PostgreSQL leaves a reader's own id out of the running ones.
    await db.execute(sql`select pg_current_xact_id()`);
    position = await readSyncPosition(tx);
    await tx.update(chats).set({ unread: 7 }).where(eq(chats.clinicId, user.id));
  });
  const rows = await chatsRepo.changedSince(db, user.id, position!);
  expect(rows.map((r) => r.unread)).toEqual([7]);
});
