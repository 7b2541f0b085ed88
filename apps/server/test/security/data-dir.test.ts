import { spawnSync } from 'node:child_process';
import { chmodSync, statSync } from 'node:fs';
import path from 'node:path';

import { afterAll, afterEach, describe, expect, it } from 'vitest';

import { removeServerBundle, serverBundle } from '../helpers/server-bundle.ts';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.ts';
import { createMigratedDataDir } from '../helpers/test-database.ts';

// @instant-free: the data folder's lock and permissions at start; no date or hour in it (scripts/test-sets.ts).
/**
 * The embedded database's folder: one process at a time, and nobody else's to read. Each folder
 * already holds the migrated database, as after a first start: what is checked is a later start,
 * and the processes skip PGlite's initdb, seconds each. The processes run the server as
 * `npm start` does, compiled once for this file, so none of the four starts loads the
 * TypeScript sources through tsx.
 */
const servers: ServerProcess[] = [];
const start = (env: Record<string, string>) => startServerProcess(env, { entry: serverBundle() });
afterEach(async () => {
  for (const s of servers.splice(0)) await s.stop();
});
afterAll(() => removeServerBundle());

describe('the PGlite data folder', () => {
  it('is taken by one process; a second refuses, naming the folder, until the first is gone', async () => {
    const dataDir = await createMigratedDataDir('cc-lock-');
    const first = await start({ DATA_DIR: dataDir });
    servers.push(first);
    await expect(start({ DATA_DIR: dataDir })).rejects.toThrow(
      `A pasta de dados ${dataDir} já está em uso pelo processo ${first.pid}`,
    );
    // Killed without a chance to let go: the lock names a pid that is gone, and is taken over.
    await first.kill9();
    servers.pop();
    servers.push(await start({ DATA_DIR: dataDir }));
  }, 120_000);

  it('is made private at start, with what was left open in it, so no other user reads a message', async () => {
    // A folder holding a database, as a stopped server leaves it (the start below makes its
    // jwt-secret).
    const dataDir = await createMigratedDataDir('cc-perm-');
    // As a copy or a restore might leave it: the folder and a file of the database open to all.
    chmodSync(dataDir, 0o755);
    const pgVersion = path.join(dataDir, 'PG_VERSION');
    chmodSync(pgVersion, 0o644);
    servers.push(await start({ DATA_DIR: dataDir }));
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(pgVersion).mode & 0o077).toBe(0);
    expect(statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    // Another local account cannot get in (root runs CI; it can act as `nobody` to try).
    if (process.getuid?.() === 0) {
      const other = spawnSync('runuser', ['-u', 'nobody', '--', 'cat', pgVersion], {
        encoding: 'utf8',
      });
      expect(other.status).not.toBe(0);
      expect(other.stderr).toContain('Permission denied');
    }
  }, 120_000);
});
