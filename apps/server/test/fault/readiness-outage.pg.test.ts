import { afterAll, describe, expect, it } from 'vitest';

import type { ServerProcess } from '../helpers/server-process.ts';
import { createFaultDatabase, type FaultDatabase } from './helpers/fault-database.ts';
import { startServerBehindProxy } from './helpers/server-behind-proxy.ts';
import type { TcpProxy } from './helpers/tcp-proxy.ts';

/**
 * Readiness follows the database: a process whose PostgreSQL is cut says it is not ready (so a
 * balancer sends its traffic elsewhere) and alive (so nothing restarts it), and ready again once
 * the database is back, without a restart.
 */
describe('readiness during a PostgreSQL outage', () => {
  let fault: FaultDatabase | undefined;
  let proxy: TcpProxy | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await fault?.drop();
  });

  const status = async (path: string) => (await fetch(`${server!.url}${path}`)).status;
  async function until(path: string, expected: number) {
    const deadline = Date.now() + 45_000;
    let last = 0;
    while (Date.now() < deadline) {
      last = await status(path);
      if (last === expected) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`${path} respondeu ${last}, esperado ${expected}`);
  }

  it('goes 503 while the database is cut, stays alive, and comes back', async () => {
    fault = await createFaultDatabase();
    ({ proxy, server } = await startServerBehindProxy(fault));
    expect(await status('/readyz')).toBe(200);

    await proxy.cut();
    await until('/readyz', 503);
    expect(await status('/healthz')).toBe(200);

    await proxy.restore();
    await until('/readyz', 200);
  }, 120_000);
});
