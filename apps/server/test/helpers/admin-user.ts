import { seedAccounts } from '../../src/seed/seed-accounts.ts';
import { freshIp, post, type TestApp } from './test-app.ts';

let n = 0;

/** A confirmed ADMIN, created as ADMIN_EMAIL would create it, and signed in. */
export async function signInAdmin(t: TestApp, password = 'senha-admin-segura-1') {
  const email = `chefe.${Date.now().toString(36)}${n++}@clinica.test`;
  await seedAccounts(t.database.db, [{ name: 'Chefe', email, password, role: 'ADMIN' }], t.app.log);
  const res = await post(t.app, '/auth/login', { email, password }, { remoteAddress: freshIp() });
  if (res.statusCode !== 200) throw new Error(`login do admin: ${res.statusCode} ${res.body}`);
  const body = res.json() as { id: string; token: string };
  return { email, password, id: body.id, token: body.token };
}
