import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_ACCOUNTS, seedAccounts } from '../src/seed/seed-accounts.ts';
import { createTestApp, freshIp, post, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seedAccounts', () => {
  it('creates confirmed accounts that can sign in, once, without touching existing ones', async () => {
    const admin = {
      name: 'Admin',
      email: 'Chefe@Clinica.test',
      password: 'senha-admin-1',
      role: 'ADMIN' as const,
    };
    await seedAccounts(t.database.db, [admin, ...DEMO_ACCOUNTS], t.app.log);
    await seedAccounts(t.database.db, [{ ...admin, password: 'outra-senha-2' }], t.app.log);

    const res = await post(
      t.app,
      '/auth/login',
      { email: 'chefe@clinica.test', password: 'senha-admin-1' },
      { remoteAddress: freshIp() },
    );
    expect(res.statusCode).toBe(200);
    const dash = await t.app.inject({
      url: '/dashboard',
      headers: { authorization: `Bearer ${res.json().token}` },
    });
    expect(dash.json().user).toMatchObject({ role: 'ADMIN', confirmed: true });

    for (const demo of DEMO_ACCOUNTS) {
      const r = await post(
        t.app,
        '/auth/login',
        { email: demo.email, password: demo.password },
        { remoteAddress: freshIp() },
      );
      expect(r.statusCode).toBe(200);
      // Its clinic has a clinic's name, not the person's ('…o WhatsApp de Recepção Demo').
      const clinic = await t.app.inject({
        url: '/dashboard/settings/clinic',
        headers: { authorization: `Bearer ${r.json().token}` },
      });
      expect(clinic.json().clinic.name).toBe(demo.clinicName);
      expect(clinic.json().clinic.name).not.toBe(demo.name);
    }
    expect(DEMO_ACCOUNTS.find((d) => d.name === 'Recepção Demo')?.clinicName).toBe(
      'Clínica Sorriso',
    );
  });
});
