import { BOARD_CURSOR_HEADER } from '@conecta/contract';
import { Client } from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { chats } from '../src/db/schema.ts';
import { bearer, createTestApp, signUp, type TestApp } from './helpers/test-app.ts';

/**
 * On PostgreSQL a change can commit after a board read the list that does not show it yet. The
 * cursor stands before every transaction still running, so the next check still gets it.
 */
let t: TestApp;
let user: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t);
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
