import { MSG } from '@conecta/contract';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { expect, it } from 'vitest';

import { findLeaks } from '../helpers/log-leaks.ts';
import { seedInstance } from '../helpers/seed-instance.ts';
import { bearer, createTestApp, signUp } from '../helpers/test-app.ts';

/**
 * A failed query must not write what it carried into the log (drizzle's error quotes every
 * parameter: the webhook secret, a patient's message), and a database that is gone answers the
 * pt-BR 503, not a 500. Before, both failures logged `params: …` with the secret and the text.
 */
const PATIENT_TEXT = 'Doutora, estou com sangramento desde ontem à noite';

const webhook = (messageId: string) =>
  JSON.stringify({
    type: 'ReceivedCallback',
    messageId,
    phone: '5511933332222',
    fromMe: false,
    momment: Date.now(),
    chatName: 'Paciente',
    text: { message: PATIENT_TEXT },
  });

it('logs a failed query by code and statement, without its parameters', async () => {
  const t = await createTestApp({}, { logLevel: 'trace' });
  try {
    const user = await signUp(t);
    const { webhookSecret } = await seedInstance(t, user.id);
    const post = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/webhooks/zapi/${webhookSecret}`,
        headers: { 'content-type': 'application/json' },
        payload: webhook(id),
      });
    const db = t.database.db;

    // The secret is the parameter of the owner lookup, the text one of the message insert.
    await db.execute(sql`alter table web_instances rename column webhook_secret to ws_quebrada`);
    const lookup = await post('FALHA1');
    await db.execute(sql`alter table web_instances rename column ws_quebrada to webhook_secret`);
    await db.execute(sql`alter table messages rename column content to content_quebrado`);
    const insert = await post('FALHA2');
    await db.execute(sql`alter table messages rename column content_quebrado to content`);

    for (const res of [lookup, insert]) {
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        success: false,
        message: MSG.common.internal,
        code: 'INTERNAL',
      });
    }
    expect((await post('FALHA3')).statusCode).toBe(200);

    const logs = t.logs.join('');
    expect(logs).toContain('falha no banco de dados (código 42703)');
    expect(logs).not.toContain(webhookSecret);
    expect(logs).not.toContain(PATIENT_TEXT);
    expect(findLeaks('database-failure', logs)).toEqual([]);
  } finally {
    await t.close();
  }
});

it('answers the pt-BR 503 when the database is gone, and logs no parameter', async () => {
  const t = await createTestApp({}, { logLevel: 'trace' });
  const user = await signUp(t);
  const { webhookSecret } = await seedInstance(t, user.id);
  // PGlite's instance closed, or PostgreSQL's database dropped under the running server.
  if (t.databaseUrl) {
    const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(
      `drop database if exists ${new URL(t.databaseUrl).pathname.slice(1)} with (force)`,
    );
    await admin.end();
  } else {
    await t.database.close();
  }
  try {
    const hook = await t.app.inject({
      method: 'POST',
      url: `/webhooks/zapi/${webhookSecret}`,
      headers: { 'content-type': 'application/json' },
      payload: webhook('PERDIDO1'),
    });
    const chats = await t.app.inject({ url: '/dashboard/zapi/chats', headers: bearer(user.token) });
    for (const res of [hook, chats]) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        success: false,
        message: MSG.common.serviceUnavailable,
        code: 'SERVICE_UNAVAILABLE',
      });
    }
    const logs = t.logs.join('');
    expect(logs).toContain('banco de dados indisponível');
    expect(logs).not.toContain(webhookSecret);
    expect(findLeaks('database-lost', logs)).toEqual([]);
  } finally {
    // The database is gone already: closing what is left must not fail the test.
    await t.close().catch(() => {});
  }
});
