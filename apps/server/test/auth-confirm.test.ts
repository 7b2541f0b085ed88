import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { codeFrom } from './helpers/smtp-sink.ts';
import {
  bearer,
  createTestApp,
  freshIp,
  post,
  type TestApp,
  uniqueEmail,
} from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function registered() {
  const email = uniqueEmail();
  const ip = freshIp();
  await post(
    t.app,
    '/auth/register',
    { name: 'Ana', email, password: 'senha-forte-123' },
    { remoteAddress: ip },
  );
  const code = codeFrom(await t.smtp.waitFor(email));
  return { email, code, ip };
}

const wrong = (code: string) => (code === '000000' ? '000001' : '000000');

describe('POST /auth/confirm', () => {
  it('confirms with the mailed code and answers like login', async () => {
    const { email, code, ip } = await registered();
    const res = await post(t.app, '/auth/confirm', { email, code }, { remoteAddress: ip });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, name: 'Ana' });
    const dash = await t.app.inject({
      url: `/dashboard?userId=${body.id}`,
      headers: bearer(body.token),
    });
    expect(dash.statusCode).toBe(200);
    expect(dash.json().user).toMatchObject({ id: body.id, confirmed: true });
    // A used code cannot confirm again.
    const again = await post(t.app, '/auth/confirm', { email, code }, { remoteAddress: ip });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_CONFIRMED');
  });

  it('rejects a wrong code with the spec message', async () => {
    const { email, code, ip } = await registered();
    const res = await post(
      t.app,
      '/auth/confirm',
      { email, code: wrong(code) },
      { remoteAddress: ip },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'INVALID_CODE',
      message: 'O código inserido está incorreto ou expirou.',
    });
  });

  it('ends the code after five wrong tries', async () => {
    const { email, code, ip } = await registered();
    for (let i = 0; i < 5; i++) {
      const res = await post(
        t.app,
        '/auth/confirm',
        { email, code: wrong(code) },
        { remoteAddress: ip },
      );
      expect(res.statusCode).toBe(400);
    }
    const right = await post(t.app, '/auth/confirm', { email, code }, { remoteAddress: ip });
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('INVALID_CODE');
  });

  it('expires the code after 15 minutes', async () => {
    const { email, code, ip } = await registered();
    t.clock.advance(15 * 60_000 + 1000);
    const res = await post(t.app, '/auth/confirm', { email, code }, { remoteAddress: ip });
    expect(res.statusCode).toBe(400);
  });

  it('answers the same for an unknown e-mail and validates the code shape', async () => {
    const res = await post(
      t.app,
      '/auth/confirm',
      { email: uniqueEmail(), code: '123456' },
      { remoteAddress: freshIp() },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_CODE');
    const shape = await post(
      t.app,
      '/auth/confirm',
      { email: uniqueEmail(), code: '12ab' },
      { remoteAddress: freshIp() },
    );
    expect(shape.statusCode).toBe(400);
    expect(shape.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'O código deve ter 6 dígitos.',
    });
  });

  it('limits tries per e-mail across addresses', async () => {
    const { email, code } = await registered();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (
          await post(
            t.app,
            '/auth/confirm',
            { email, code: wrong(code) },
            { remoteAddress: freshIp() },
          )
        ).statusCode,
      );
    }
    expect(statuses[10]).toBe(429);
  });
});

describe('POST /auth/resend-code', () => {
  it('waits a minute between codes, then sends a new one that replaces the old', async () => {
    const { email, code, ip } = await registered();
    const soon = await post(t.app, '/auth/resend-code', { email }, { remoteAddress: ip });
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({ code: 'RESEND_COOLDOWN' });

    t.clock.advance(61_000);
    const later = await post(t.app, '/auth/resend-code', { email }, { remoteAddress: ip });
    expect(later.statusCode).toBe(200);
    const fresh = codeFrom(await t.smtp.waitFor(email, 1));

    if (fresh !== code) {
      const old = await post(t.app, '/auth/confirm', { email, code }, { remoteAddress: ip });
      expect(old.statusCode).toBe(400);
    }
    const ok = await post(t.app, '/auth/confirm', { email, code: fresh }, { remoteAddress: ip });
    expect(ok.statusCode).toBe(200);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const email = uniqueEmail();
    const res = await post(t.app, '/auth/resend-code', { email }, { remoteAddress: freshIp() });
    expect(res.statusCode).toBe(200);
    expect(t.smtp.mails.some((m) => m.to === email)).toBe(false);
  });
});
