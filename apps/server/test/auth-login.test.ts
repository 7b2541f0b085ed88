// @runtime: crypto (argon2's native module, session tokens).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  bearer,
  createTestApp,
  freshIp,
  post,
  signUp,
  type TestApp,
  uniqueEmail,
} from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /auth/login', () => {
  it('signs in with the e-mail in any case and answers id, name and token', async () => {
    const user = await signUp(t);
    const res = await post(
      t.app,
      '/auth/login',
      { email: user.email.toUpperCase(), password: user.password },
      { remoteAddress: freshIp() },
    );
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['id', 'name', 'success', 'token']);
    expect(res.json()).toMatchObject({ id: user.id, name: user.name });
  });

  it('answers 404 for an unknown e-mail and 401 for a wrong password', async () => {
    const user = await signUp(t);
    const unknown = await post(
      t.app,
      '/auth/login',
      { email: uniqueEmail(), password: 'qualquer-coisa' },
      { remoteAddress: freshIp() },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      success: false,
      code: 'USER_NOT_FOUND',
      message: 'Usuário não cadastrado',
    });
    const wrong = await post(
      t.app,
      '/auth/login',
      { email: user.email, password: 'senha-errada-1' },
      { remoteAddress: freshIp() },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      success: false,
      code: 'WRONG_PASSWORD',
      message: 'Senha incorreta',
    });
  });

  it('does not count right passwords against the e-mail', async () => {
    const user = await signUp(t);
    for (let i = 0; i < 12; i++) {
      const res = await post(
        t.app,
        '/auth/login',
        { email: user.email, password: user.password },
        { remoteAddress: freshIp() },
      );
      expect(res.statusCode).toBe(200);
    }
  });

  it('answers 400 for empty fields', async () => {
    const res = await post(
      t.app,
      '/auth/login',
      { email: '', password: '' },
      { remoteAddress: freshIp() },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Informe o e-mail.');
  });

  it('limits wrong passwords per e-mail, whatever the address', async () => {
    const user = await signUp(t);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await post(
        t.app,
        '/auth/login',
        { email: user.email, password: 'senha-errada-1' },
        { remoteAddress: freshIp() },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // The window passes and the right password works again.
    t.clock.advance(15 * 60_000 + 1);
    const ok = await post(
      t.app,
      '/auth/login',
      { email: user.email, password: user.password },
      { remoteAddress: freshIp() },
    );
    expect(ok.statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('GET /dashboard answers the token owner and never another user', async () => {
    const a = await signUp(t, 'Ana');
    const b = await signUp(t, 'Bruno');
    const own = await t.app.inject({ url: `/dashboard?userId=${a.id}`, headers: bearer(a.token) });
    expect(own.statusCode).toBe(200);
    expect(own.headers.vary).toContain('Accept');
    const body = own.json();
    expect(body.user).toEqual({
      id: a.id,
      name: 'Ana',
      email: a.email,
      role: 'USER',
      confirmed: true,
      timeZone: 'America/Sao_Paulo',
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(body)).not.toContain('argon2');
    const other = await t.app.inject({
      url: `/dashboard?userId=${b.id}`,
      headers: bearer(a.token),
    });
    expect(other.statusCode).toBe(403);
    const badId = await t.app.inject({ url: '/dashboard?userId=nope', headers: bearer(a.token) });
    expect(badId.statusCode).toBe(400);
  });

  it('rejects a missing, forged or foreign-signed token with 401', async () => {
    expect((await t.app.inject({ url: '/dashboard' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/dashboard', headers: bearer('abc.def.ghi') })).statusCode,
    ).toBe(401);
    const forged =
      'eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4Iiwic3ViIjoieSIsImlzcyI6ImNvbmVjdGEtY2xpbmljYSJ9.c2lnbmF0dXJh';
    const res = await t.app.inject({ url: '/dashboard', headers: bearer(forged) });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it('refreshes a live session and ends it on logout', async () => {
    const a = await signUp(t);
    t.clock.advance(1000);
    const refreshed = await post(t.app, '/auth/refresh', { token: a.token });
    expect(refreshed.statusCode).toBe(200);
    const token = refreshed.json().token as string;
    expect(token).not.toBe(a.token);
    expect((await t.app.inject({ url: '/dashboard', headers: bearer(token) })).statusCode).toBe(
      200,
    );

    const out = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/dashboard', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ url: '/dashboard', headers: bearer(a.token) })).statusCode).toBe(
      401,
    );
    expect((await post(t.app, '/auth/refresh', { token })).statusCode).toBe(401);
  });

  it('ends a session idle for 4 hours, and keeps one in use', async () => {
    const idle = await signUp(t);
    const busy = await signUp(t);
    t.clock.advance(3 * 3600_000);
    expect(
      (await t.app.inject({ url: '/dashboard', headers: bearer(busy.token) })).statusCode,
    ).toBe(200);
    const busyToken = (await post(t.app, '/auth/refresh', { token: busy.token })).json()
      .token as string;
    t.clock.advance(1 * 3600_000 + 1000);
    expect(
      (await t.app.inject({ url: '/dashboard', headers: bearer(idle.token) })).statusCode,
    ).toBe(401);
    expect((await post(t.app, '/auth/refresh', { token: idle.token })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/dashboard', headers: bearer(busyToken) })).statusCode).toBe(
      200,
    );
  });
});
