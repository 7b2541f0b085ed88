import { randomBytes } from 'node:crypto';

import { Client } from 'pg';
import { afterEach, describe, expect, it } from 'vitest';

import { openDatabase } from '../src/db/client.ts';

/**
 * The PostgreSQL LISTEN connection of the live events: it reconnects when the server drops it,
 * and once stopped it leaves nothing open, not even a reconnect that was waiting to happen (a
 * leftover connection kept test processes alive and databases undroppable).
 */
const adminUrl = process.env.TEST_DATABASE_URL;

async function admin<T>(fn: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

const sessionsOn = (name: string) =>
  admin(async (c) => {
    const r = await c.query<{ n: string }>(
      'select count(*) as n from pg_stat_activity where datname = $1',
      [name],
    );
    return Number(r.rows[0]!.n);
  });

const dropListeners = (name: string) =>
  admin((c) =>
    c.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query ilike 'listen%'`,
      [name],
    ),
  );

describe('LISTEN on PostgreSQL', () => {
  let name = '';
  const url = () => {
    const u = new URL(adminUrl!);
    u.pathname = `/${name}`;
    return u.toString();
  };

  afterEach(async () => {
    // Without (force): it fails if anything is still connected.
    await admin((c) => c.query(`drop database if exists ${name}`));
  });

  async function fresh() {
    name = `cc_listen_${randomBytes(5).toString('hex')}`;
    await admin((c) => c.query(`create database ${name}`));
    return openDatabase({ url: url() });
  }

  it('reconnects after the server drops it, and hears notifications again', async () => {
    const database = await fresh();
    const heard: string[] = [];
    const stop = await database.listen('cc_test', (p) => heard.push(p));
    await dropListeners(name);
    await expect
      .poll(
        async () => {
          await database.db.execute(`select pg_notify('cc_test', 'de volta')`);
          return heard.includes('de volta');
        },
        { timeout: 10_000, interval: 300 },
      )
      .toBe(true);
    await stop();
    await database.close();
    expect(await sessionsOn(name)).toBe(0);
  });

  it('stopped while a reconnect is waiting, it leaves no connection behind', async () => {
    const database = await fresh();
    const stop = await database.listen('cc_test', () => {});
    await dropListeners(name);
    // The drop is seen and a reconnect scheduled; stop before it runs.
    await new Promise((r) => setTimeout(r, 200));
    await stop();
    await database.close();
    // Longer than the reconnect pause: nothing comes back.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await sessionsOn(name)).toBe(0);
  });
});
