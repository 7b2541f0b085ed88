import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ReceivedMail } from './helpers/smtp-sink.ts';
import {
  bearer,
  callAs,
  createTestApp,
  freshIp,
  post,
  signUp,
  type TestApp,
  uniqueEmail,
} from './helpers/test-app.ts';

const PUBLIC_URL = 'https://painel.clinica.test';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
});
afterAll(() => t.close());

const SAME_ANSWER = {
  success: true,
  message: 'Se existir uma conta com este e-mail, enviaremos um link para redefinir a senha.',
};

const mailsTo = (email: string) => t.smtp.mails.filter((m) => m.to === email).length;

const forgot = (email: string, ip = freshIp()) =>
  post(t.app, '/auth/forgot-password', { email }, { remoteAddress: ip });

const reset = (token: string, password: string) =>
  post(t.app, '/auth/reset-password', { token, password }, { remoteAddress: freshIp() });

const login = (email: string, password: string) =>
  post(t.app, '/auth/login', { email, password }, { remoteAddress: freshIp() });

function tokenFrom(mail: ReceivedMail): string {
  const match = /https:\/\/painel\.clinica\.test\/reset-password\?token=([\w-]{43})/.exec(
    mail.text,
  );
  if (!match) throw new Error(`e-mail sem link: ${mail.text}`);
  return match[1]!;
}

/** Asks for a link and reads the token from the mail that arrives. */
async function mailedToken(email: string): Promise<string> {
  const before = mailsTo(email);
  const res = await forgot(email);
  expect(res.statusCode).toBe(200);
  await t.app.services.background.idle();
  return tokenFrom(await t.smtp.waitFor(email, before));
}

describe('POST /auth/forgot-password and /auth/reset-password', () => {
  it('mails a link to the public URL that sets the password and ends every session', async () => {
    const user = await signUp(t);
    const token = await mailedToken(user.email.toUpperCase());
    const mail = await t.smtp.waitFor(user.email, 1);
    expect(mail.subject).toBe('Redefinir sua senha do Conecta Clínica');
    expect(mail.text).toContain('24 horas');

    const res = await reset(token, 'senha-recuperada-7');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Senha redefinida!' });
    const dash = await t.app.inject({ url: '/dashboard', headers: bearer(user.token) });
    expect(dash.statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'senha-recuperada-7')).statusCode).toBe(200);

    // Single use: the same link cannot set a password again.
    const again = await reset(token, 'outra-senha-nova-8');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      success: false,
      code: 'INVALID_RESET_TOKEN',
      message: 'Este link de redefinição é inválido, já foi usado ou expirou. Peça um novo.',
    });
    await t.app.services.background.idle();
    expect((await t.smtp.waitFor(user.email, 2)).subject).toBe('Sua senha foi alterada');
  });

  it('answers an unknown e-mail exactly like a known one and sends nothing', async () => {
    const known = await signUp(t);
    const unknown = uniqueEmail('ninguem');
    const a = await forgot(known.email);
    const b = await forgot(unknown);
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.body).toBe(b.body);
    expect(b.json()).toEqual(SAME_ANSWER);
    await t.app.services.background.idle();
    expect(mailsTo(unknown)).toBe(0);
    expect(mailsTo(known.email)).toBe(2);
  });

  it('answers before the mail leaves, so a slow mail server does not reveal the account', async () => {
    const known = await signUp(t);
    t.smtp.slowDown(1500);
    try {
      const timed = async (email: string) => {
        const started = performance.now();
        const res = await forgot(email);
        expect(res.json()).toEqual(SAME_ANSWER);
        return performance.now() - started;
      };
      const knownMs = await timed(known.email);
      const unknownMs = await timed(uniqueEmail('ninguem'));
      expect(knownMs).toBeLessThan(1000);
      expect(unknownMs).toBeLessThan(1000);
      await t.app.services.background.idle();
      expect(mailsTo(known.email)).toBe(2);
    } finally {
      t.smtp.slowDown(0);
    }
  });

  it('expires the link after 24 hours', async () => {
    const user = await signUp(t);
    const token = await mailedToken(user.email);
    t.clock.advance(24 * 3_600_000 + 1000);
    const res = await reset(token, 'senha-recuperada-7');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_RESET_TOKEN');
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('keeps only the newest link, and sends at most one a minute', async () => {
    const user = await signUp(t);
    const first = await mailedToken(user.email);
    // Within the minute: the same answer, no new mail.
    expect((await forgot(user.email)).json()).toEqual(SAME_ANSWER);
    await t.app.services.background.idle();
    expect(mailsTo(user.email)).toBe(2);

    t.clock.advance(61_000);
    const second = await mailedToken(user.email);
    expect(second).not.toBe(first);
    expect((await reset(first, 'senha-recuperada-7')).statusCode).toBe(400);
    expect((await reset(second, 'senha-recuperada-7')).statusCode).toBe(200);
  });

  it('stops working once the password is changed in Settings', async () => {
    const user = await signUp(t);
    const token = await mailedToken(user.email);
    const newPassword = 'nova-senha-segura-9';
    const before = mailsTo(user.email);
    await callAs(t, user.token, 'POST', '/api/profile/request-password-change', { newPassword });
    const code = /\b(\d{6})\b/.exec((await t.smtp.waitFor(user.email, before)).text)![1]!;
    const changed = await callAs(t, user.token, 'POST', '/api/profile/confirm-password-change', {
      newPassword,
      code,
    });
    expect(changed.statusCode).toBe(200);
    expect((await reset(token, 'senha-recuperada-7')).statusCode).toBe(400);
  });

  it('confirms a pending account, since the link proves the mailbox', async () => {
    const email = uniqueEmail();
    await post(
      t.app,
      '/auth/register',
      { name: 'Ana', email, password: 'senha-forte-123' },
      { remoteAddress: freshIp() },
    );
    const token = await mailedToken(email);
    expect((await reset(token, 'senha-recuperada-7')).statusCode).toBe(200);
    const session = await login(email, 'senha-recuperada-7');
    const dash = await t.app.inject({
      url: '/dashboard',
      headers: bearer(session.json().token as string),
    });
    expect(dash.json().user.confirmed).toBe(true);
  });

  it('validates the e-mail, the token and the new password in pt-BR', async () => {
    const empty = await forgot('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Campo obrigatório');
    expect((await forgot('nao-e-email')).json().message).toBe('E-mail inválido');
    const badToken = await reset('curto', 'senha-recuperada-7');
    expect(badToken.statusCode).toBe(400);
    expect(badToken.json().message).toBe(
      'Este link de redefinição é inválido, já foi usado ou expirou. Peça um novo.',
    );
    const unknownToken = await reset('A'.repeat(43), 'senha-recuperada-7');
    expect(unknownToken.json().code).toBe('INVALID_RESET_TOKEN');
    const short = await reset('A'.repeat(43), 'curta');
    expect(short.json().message).toBe('A senha deve ter no mínimo 8 caracteres');
  });

  it('limits requests per e-mail whether or not it has an account', async () => {
    const unknown = uniqueEmail('ninguem');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await forgot(unknown)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const known = await signUp(t);
    const knownStatuses: number[] = [];
    for (let i = 0; i < 6; i++) knownStatuses.push((await forgot(known.email)).statusCode);
    expect(knownStatuses).toEqual(statuses);
  });
});
