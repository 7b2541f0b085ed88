// @runtime: the compiled bundle (esbuild's output, the native argon2 module, PGlite's WebAssembly,
// the migrations beside the bundle) is what `npm start` runs on each promised Node version.
import { afterAll, expect, it } from 'vitest';

import { removeServerBundle, serverBundle } from './helpers/server-bundle.ts';
import { type ServerProcess, startServerProcess } from './helpers/server-process.ts';

/**
 * `npm start` runs apps/server/dist/main.js, not the sources the other API tests run through tsx.
 * This builds the server as `npm run build` does, into a folder of its own inside apps/server
 * (where the bundle's npm imports find node_modules), starts it on a fresh data folder with an
 * administrator from the environment, and signs in: the bundle starts, migrates, hashes and answers on this Node version.
 */
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop();
  removeServerBundle();
});

it('starts from the bundle, migrates a new data folder and signs its administrator in', async () => {
  const admin = { email: 'chefe@clinica.test', password: 'senha-do-chefe-1' };
  server = await startServerProcess(
    { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
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
  expect((await server.stop()).code).toBe(0);
  server = undefined;
}, 120_000);
