// @runtime: the compiled bundle (esbuild's output, the native argon2 module, PGlite's WebAssembly,
// the migrations beside the bundle) is what `npm start` runs on each promised Node version.
// @instant-free: it proves the build starts, migrates and signs in; the dates that code passes
// through are the same modules the in-process tests run at 2031 (scripts/test-sets.ts).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { MSG } from '@conecta/contract';
import { afterAll, expect, it } from 'vitest';

import { listBackups } from '../src/backup/make-backup.ts';
import { restoreCommand } from '../src/backup/restore-command.ts';
import { removeServerBundle, serverBundle } from './helpers/server-bundle.ts';
import { type ServerProcess, startServerProcess } from './helpers/server-process.ts';
import { waitFor } from './helpers/wait-for.ts';

/**
 * `npm start` runs apps/server/dist/main.js, not the sources the other API tests run through tsx.
 * This builds the server as `npm run build` does, into a folder of its own inside apps/server
 * (where the bundle's npm imports find node_modules), starts it on a fresh data folder with an
 * administrator from the environment, and signs in: the bundle starts, migrates, hashes and answers on this Node version.
 * Then `npm run backup` (the bundle's backup.js) beside it: the command finds the running server by
 * the folder's lock, asks it with SIGUSR2, and the server writes the backup while it keeps serving;
 * a second one cut by kill -9 leaves nothing a restore takes, and the server starts again.
 */
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop();
  removeServerBundle();
});

it('starts from the bundle, migrates a new data folder and signs its administrator in', async () => {
  const admin = { email: 'chefe@clinica.test', password: 'senha-do-chefe-1' };
  const backupDir = mkdtempSync(path.join(tmpdir(), 'cc-built-backups-'));
  const backupEnv = {
    BACKUP_KEY: 'chave-das-copias-do-teste-do-pacote-0123456789',
    BACKUP_DIR: backupDir,
  };
  server = await startServerProcess(
    { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, ...backupEnv },
    { entry: serverBundle() },
  );
  const ready = await fetch(`${server.url}/readyz`);
  expect(ready.status).toBe(200);
  const login = await fetch(`${server.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const instances = await fetch(`${server.url}/api/dev/webinstances`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(instances.status).toBe(200);

  const backup = await runBackupCommand(path.join(path.dirname(serverBundle()), 'backup.js'), {
    DATA_DIR: server.dataDir,
    ...backupEnv,
  });
  expect(backup.out).toContain(MSG.backups.cli.askingServer(server.pid));
  expect(backup.code, backup.out).toBe(0);
  expect(readdirSync(backupDir)).toHaveLength(1);
  expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

  // A backup cut by kill -9 half way: only its '.parcial' file is left, which no restore takes
  // and the list of backups does not name; the server starts again on the same folder.
  const dataDir = server.dataDir;
  process.kill(server.pid, 'SIGUSR2');
  const partial = await waitFor(
    async () => readdirSync(backupDir).find((n) => n.endsWith('.parcial')),
    (name) => name !== undefined,
  );
  await server.kill9();
  expect(await listBackups(backupDir)).toHaveLength(1);
  const target = path.join(backupDir, '..', `${path.basename(backupDir)}-restaurada`);
  const refused = await restoreCommand(
    [path.join(backupDir, partial!)],
    { DATA_DIR: target, BACKUP_KEY: backupEnv.BACKUP_KEY },
    backupDir,
  );
  expect(refused.code).toBe(1);
  expect(refused.out[0]).toMatch(/^Esta cópia não pode ser restaurada: /);
  expect(existsSync(target)).toBe(false);
  server = await startServerProcess(
    { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, ...backupEnv, DATA_DIR: dataDir },
    { entry: serverBundle() },
  );
  expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  expect((await server.stop()).code).toBe(0);
  server = undefined;
}, 120_000);

/** The backup command as `npm run backup` runs it, with only the given environment added. */
function runBackupCommand(entry: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, ['--enable-source-maps', entry], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}
