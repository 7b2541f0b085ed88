import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { codeFrom } from './helpers/smtp-sink.ts';
import { createTestApp, freshIp, post, type TestApp, uniqueEmail } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /auth/register', () => {
  it('creates an unconfirmed user and e-mails a six-digit code', async () => {
    const email = uniqueEmail();
    const res = await post(
      t.app,
      '/auth/register',
      { name: '  Dra. Ana  ', email: email.toUpperCase(), password: 'senha-forte-123' },
      { remoteAddress: freshIp() },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, email });
    const mail = await t.smtp.waitFor(email);
    expect(mail.subject).toContain('código');
    expect(codeFrom(mail)).toMatch(/^\d{6}$/);
    expect(mail.html).toContain(codeFrom(mail));
    expect(t.logs.join('')).not.toContain(codeFrom(mail));

    const login = await post(
      t.app,
      '/auth/login',
      { email, password: 'senha-forte-123' },
      { remoteAddress: freshIp() },
    );
    expect(login.statusCode).toBe(200);
    const dash = await t.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(dash.json().user).toMatchObject({
      name: 'Dra. Ana',
      email,
      confirmed: false,
      role: 'USER',
    });
  });

  it('answers 409 for an e-mail already registered, in any case', async () => {
    const email = uniqueEmail();
    const body = { name: 'Ana', email, password: 'senha-forte-123' };
    expect(
      (await post(t.app, '/auth/register', body, { remoteAddress: freshIp() })).statusCode,
    ).toBe(201);
    const again = await post(
      t.app,
      '/auth/register',
      { ...body, email: email.toUpperCase(), name: 'Outra' },
      { remoteAddress: freshIp() },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      code: 'EMAIL_TAKEN',
      message: 'Este email já está cadastrado.',
    });
  });

  it.each([
    [
      { name: 'Ana', email: 'a@b.co', password: 'curta' },
      'A senha deve ter no mínimo 8 caracteres',
    ],
    [{ name: 'Ana', email: 'não-é-email', password: 'senha-forte-123' }, 'E-mail inválido'],
    [{ name: '   ', email: 'a@b.co', password: 'senha-forte-123' }, 'Informe seu nome.'],
    [{ email: 'a@b.co', password: 'senha-forte-123' }, 'Informe seu nome.'],
    [{ name: 'Ana', email: 'a@b.co', password: 12345678 }, 'Informe a senha.'],
    [
      { name: 'x'.repeat(101), email: 'a@b.co', password: 'senha-forte-123' },
      'O nome deve ter no máximo 100 caracteres.',
    ],
    [
      { name: 'Ana', email: 'a@b.co', password: 'senha-forte-123', role: 'ADMIN' },
      'Campo não permitido: role',
    ],
    [
      { name: 'Ana', email: 'a@b.co', password: 'senha-forte-123', timeZone: 'Marte/Olympus' },
      'Fuso horário inválido.',
    ],
  ])('rejects %j with 400 and a pt-BR message', async (payload, message) => {
    const res = await post(t.app, '/auth/register', payload, { remoteAddress: freshIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
  });

  it('answers 400 for a body that is not JSON or not an object, never 500', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
      remoteAddress: freshIp(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_JSON' });
    const arr = await post(t.app, '/auth/register', [1, 2], { remoteAddress: freshIp() });
    expect(arr.statusCode).toBe(400);
    expect(arr.json().message).toMatch(/objeto/);
    const text = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      headers: { 'content-type': 'text/plain' },
      payload: 'oi',
      remoteAddress: freshIp(),
    });
    expect(text.statusCode).toBe(415);
  });

  it('stores the browser time zone and defaults to America/Sao_Paulo', async () => {
    const email = uniqueEmail();
    await post(
      t.app,
      '/auth/register',
      { name: 'Ana', email, password: 'senha-forte-123', timeZone: 'America/Manaus' },
      { remoteAddress: freshIp() },
    );
    const login = await post(
      t.app,
      '/auth/login',
      { email, password: 'senha-forte-123' },
      { remoteAddress: freshIp() },
    );
    const dash = await t.app.inject({
      url: '/dashboard',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(dash.json().user.timeZone).toBe('America/Manaus');
  });

  it('limits sign-ups per IP with a 429 in pt-BR', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await post(
        t.app,
        '/auth/register',
        { name: 'Ana', email: uniqueEmail(), password: 'senha-forte-123' },
        { remoteAddress: ip },
      );
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toMatchObject({
          code: 'RATE_LIMITED',
          message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
        });
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another address is not affected.
    const other = await post(
      t.app,
      '/auth/register',
      { name: 'Ana', email: uniqueEmail(), password: 'senha-forte-123' },
      { remoteAddress: freshIp() },
    );
    expect(other.statusCode).toBe(201);
  });
});
