// @instant-free: the tests' own helper telling its server from a stranger on the port; no date or hour in it (scripts/test-sets.ts).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createFaultDatabase, type FaultDatabase } from './fault/helpers/fault-database.ts';
import { startServerProcess } from './helpers/server-process.ts';

/**
 * The tests' own helper, held to what the 2031 pass showed: another test file's server answering
 * on the port a new server process was given is not that process being ready. A stranger that
 * answers 200 to everything holds the port here; the new process must be found out (it exits with
 * EADDRINUSE), not taken for ready and signed in to.
 */
let fault: FaultDatabase;
let stranger: Server;

beforeAll(async () => {
  fault = await createFaultDatabase();
  stranger = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end('{"success":true}');
  });
  await new Promise<void>((resolve) => stranger.listen(0, '127.0.0.1', resolve));
}, 60_000);
afterAll(async () => {
  await new Promise<void>((resolve) => stranger?.close(() => resolve()));
  await fault?.drop();
});

describe('startServerProcess', () => {
  it('does not take another server on its port for the one it started', async () => {
    const port = (stranger.address() as AddressInfo).port;
    await expect(startServerProcess(fault.env(), { port })).rejects.toThrow(/porta \d+ ocupada/);
  }, 90_000);
});
