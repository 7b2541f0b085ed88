import { afterAll, afterEach, describe, expect, it } from 'vitest';

import { DEMO_ACCOUNTS } from '../../src/seed/seed-accounts.ts';
import { removeServerBundle, serverBundle } from '../helpers/server-bundle.ts';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.ts';
import { createMigratedDataDir } from '../helpers/test-database.ts';

/**
 * A data folder first used for a demo, then started for real: the demo accounts, whose passwords
 * the README prints, must not get in, with a password or with a token from the demo days. The
 * processes run the server as `npm start` does, compiled once for this file, so none of the
 * three starts loads the TypeScript sources through tsx.
 */
let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});
afterAll(() => removeServerBundle());

const login = (url: string, email: string, password: string) =>
  fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

describe('demo accounts outside demo mode', () => {
  it('are removed at start, with their sessions, and say so in the log', async () => {
    // Already migrated, as the demo's start would leave it before it seeds: the process skips
    // PGlite's initdb (seconds), and the demo start still creates every demo account.
    const dataDir = await createMigratedDataDir('cc-demo-then-prod-');
    server = await startServerProcess(
      { DATA_DIR: dataDir, DEMO_MODE: 'true', PROVIDER: '' },
      { entry: serverBundle() },
    );
    const [demoAdmin] = DEMO_ACCOUNTS.filter((a) => a.role === 'ADMIN');
    const demo = await login(server.url, demoAdmin!.email, demoAdmin!.password);
    expect(demo.status).toBe(200);
    const { token } = (await demo.json()) as { token: string };
    const port = server.port;
    await server.stop();

    server = await startServerProcess(
      {
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        ALLOW_EMBEDDED_DB: 'true',
        BACKUP_KEY: 'b'.repeat(40),
        ADMIN_EMAIL: 'chefe@clinica.test',
        ADMIN_PASSWORD: 'senha-do-chefe-1',
        // Production's stop first waits 5 s for a balancer to notice; there is none here.
        SHUTDOWN_DRAIN_MS: '0',
      },
      { port, entry: serverBundle() },
    );
    for (const account of DEMO_ACCOUNTS) {
      // Gone: the spec's answer for an e-mail with no account.
      const res = await login(server.url, account.email, account.password);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { code: string }).code).toBe('USER_NOT_FOUND');
    }
    const old = await fetch(`${server.url}/api/dev/webinstances`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(old.status, await old.clone().text()).toBe(401);
    expect((await login(server.url, 'chefe@clinica.test', 'senha-do-chefe-1')).status).toBe(200);
    expect(server.output.join('')).toContain('contas de demonstração removidas');
  }, 120_000);

  it('demo mode refuses to listen beyond this machine', async () => {
    await expect(
      startServerProcess(
        { DEMO_MODE: 'true', PROVIDER: '', HOST: '0.0.0.0' },
        { entry: serverBundle() },
      ),
    ).rejects.toThrow(/HOST: o modo demonstração só escuta neste computador/);
  });
});
