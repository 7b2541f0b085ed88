import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createSecondApp, createTestApp, type TestApp } from './helpers/test-app.ts';

/** What a load balancer asks: is the process alive, and should it get traffic. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /healthz and /readyz', () => {
  it('answers alive and ready, never from a cache', async () => {
    const alive = await t.app.inject({ url: '/healthz' });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'ok' });
    expect(alive.headers['cache-control']).toBe('no-store');
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok', migrations: 'ok' });
  });

  it('is not ready while a migration of this build is missing, and alive all the same', async () => {
    const [last] = (
      (await t.database.db.execute(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by id desc limit 1`,
      )) as unknown as { rows: Array<{ id: number; hash: string; created_at: string }> }
    ).rows;
    await t.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`,
    );
    try {
      const ready = await t.app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'unavailable', database: 'ok' });
      expect(ready.json().migrations).toMatch(/^\d+ de \d+ aplicadas$/);
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at})`,
      );
    }
  });

  it('is not ready from the start of the shutdown drain, while it still serves the rest', async () => {
    const leaving = await createSecondApp(t);
    try {
      expect((await leaving.app.inject({ url: '/readyz' })).statusCode).toBe(200);
      leaving.app.beginDrain();
      const ready = await leaving.app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['cache-control']).toBe('no-store');
      expect(ready.json()).toEqual({
        success: false,
        message: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
        code: 'SERVICE_UNAVAILABLE',
      });
      expect((await leaving.app.inject({ url: '/healthz' })).statusCode).toBe(200);
      // Still served, on a connection that then closes: the client's next one goes elsewhere.
      const served = await leaving.app.inject({ url: '/api/public-config' });
      expect(served.statusCode).toBe(200);
      expect(served.headers.connection).toBe('close');
    } finally {
      await leaving.close();
    }
  });
});
