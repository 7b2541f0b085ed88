import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { codeFrom } from './helpers/smtp-sink.ts';
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

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const wrong = (code: string) => (code === '000000' ? '000001' : '000000');
const mailsTo = (email: string) => t.smtp.mails.filter((m) => m.to === email).length;

async function login(email: string, password: string) {
  return post(t.app, '/auth/login', { email, password }, { remoteAddress: freshIp() });
}

async function dashboardStatus(token: string) {
  const res = await t.app.inject({ url: '/dashboard', headers: bearer(token) });
  return res.statusCode;
}

/** Asks for an e-mail change and reads the code the new address received. */
async function requestEmailCode(token: string, newEmail: string) {
  const before = mailsTo(newEmail);
  const res = await callAs(t, token, 'POST', '/api/profile/request-email-change', { newEmail });
  expect(res.statusCode, res.body).toBe(200);
  return codeFrom(await t.smtp.waitFor(newEmail, before));
}

async function requestPasswordCode(user: { token: string; email: string }, newPassword: string) {
  const before = mailsTo(user.email);
  const res = await callAs(t, user.token, 'POST', '/api/profile/request-password-change', {
    newPassword,
  });
  expect(res.statusCode, res.body).toBe(200);
  return codeFrom(await t.smtp.waitFor(user.email, before));
}

describe('PUT /api/profile/update-name', () => {
  it('renames the account and the dashboard shows the new name', async () => {
    const user = await signUp(t);
    const res = await callAs(t, user.token, 'PUT', '/api/profile/update-name', {
      name: '  Dra. Ana Lima  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      name: 'Dra. Ana Lima',
      message: 'Nome atualizado com sucesso!',
    });
    const dash = await t.app.inject({ url: '/dashboard', headers: bearer(user.token) });
    expect(dash.json().user.name).toBe('Dra. Ana Lima');
  });

  it('refuses an empty name with the spec message, and needs a session', async () => {
    const user = await signUp(t);
    const blank = await callAs(t, user.token, 'PUT', '/api/profile/update-name', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Nome não pode ser vazio',
    });
    const missing = await callAs(t, user.token, 'PUT', '/api/profile/update-name', {});
    expect(missing.json().message).toBe('Nome não pode ser vazio');
    const long = await callAs(t, user.token, 'PUT', '/api/profile/update-name', {
      name: 'a'.repeat(101),
    });
    expect(long.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/update-name',
      payload: { name: 'Ana' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PUT /api/profile/time-zone', () => {
  it('changes the zone scheduled messages are read in and refuses an unknown one', async () => {
    const user = await signUp(t);
    const res = await callAs(t, user.token, 'PUT', '/api/profile/time-zone', {
      timeZone: 'America/Manaus',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      timeZone: 'America/Manaus',
      message: 'Fuso horário atualizado!',
    });
    const dash = await t.app.inject({ url: '/dashboard', headers: bearer(user.token) });
    expect(dash.json().user.timeZone).toBe('America/Manaus');

    const bad = await callAs(t, user.token, 'PUT', '/api/profile/time-zone', {
      timeZone: 'Marte/Olympus',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Fuso horário inválido.');
  });
});

describe('e-mail change', () => {
  it('mails a code to the new address, changes the e-mail and ends every session', async () => {
    const user = await signUp(t);
    const other = (await login(user.email, user.password)).json().token as string;
    const newEmail = uniqueEmail('novo');
    const code = await requestEmailCode(user.token, newEmail);
    const codeMail = await t.smtp.waitFor(newEmail);
    expect(codeMail.subject).toContain(code);

    const res = await callAs(t, user.token, 'POST', '/api/profile/confirm-email-change', {
      newEmail,
      code,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Email atualizado com sucesso! Faça login novamente.',
    });
    // Both the session that asked and the other one are over.
    expect(await dashboardStatus(user.token)).toBe(401);
    expect(await dashboardStatus(other)).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(404);
    const again = await login(newEmail.toUpperCase(), user.password);
    expect(again.statusCode).toBe(200);
    // The old address is told, in case it was not its owner.
    const notice = await t.smtp.waitFor(user.email, 1);
    expect(notice.subject).toBe('O e-mail da sua conta foi alterado');
    expect(notice.text).toContain(newEmail);
  });

  it('answers 409 when the new e-mail is in use, in any case, or is already the account’s', async () => {
    const user = await signUp(t);
    const taken = await signUp(t, 'Outra Pessoa');
    const res = await callAs(t, user.token, 'POST', '/api/profile/request-email-change', {
      newEmail: taken.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'Este email já está cadastrado.',
    });
    const own = await callAs(t, user.token, 'POST', '/api/profile/request-email-change', {
      newEmail: user.email,
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe('Este já é o e-mail da sua conta.');
    expect(mailsTo(taken.email)).toBe(1);
  });

  it('answers 409 at confirmation when someone took the e-mail meanwhile', async () => {
    const user = await signUp(t);
    const newEmail = uniqueEmail('disputado');
    const code = await requestEmailCode(user.token, newEmail);
    const ip = freshIp();
    await post(
      t.app,
      '/auth/register',
      { name: 'Rápido', email: newEmail, password: 'senha-forte-123' },
      { remoteAddress: ip },
    );
    const res = await callAs(t, user.token, 'POST', '/api/profile/confirm-email-change', {
      newEmail,
      code,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EMAIL_TAKEN');
    // Nothing changed: the session lives and the old e-mail still signs in.
    expect(await dashboardStatus(user.token)).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('validates the new e-mail with the panel messages', async () => {
    const user = await signUp(t);
    const empty = await callAs(t, user.token, 'POST', '/api/profile/request-email-change', {
      newEmail: ' ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Email não pode ser vazio');
    const bad = await callAs(t, user.token, 'POST', '/api/profile/request-email-change', {
      newEmail: 'nao-e-email',
    });
    expect(bad.json().message).toBe('E-mail inválido');
  });

  it('refuses a wrong code, a code for another address and an expired code', async () => {
    const user = await signUp(t);
    const newEmail = uniqueEmail('novo');
    const code = await requestEmailCode(user.token, newEmail);
    const wrongRes = await callAs(t, user.token, 'POST', '/api/profile/confirm-email-change', {
      newEmail,
      code: wrong(code),
    });
    expect(wrongRes.statusCode).toBe(400);
    expect(wrongRes.json()).toMatchObject({
      code: 'INVALID_CODE',
      message: 'O código inserido está incorreto ou expirou.',
    });
    const elsewhere = await callAs(t, user.token, 'POST', '/api/profile/confirm-email-change', {
      newEmail: uniqueEmail('outro'),
      code,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe(
      'O código foi enviado para outro e-mail. Peça um novo código.',
    );

    t.clock.advance(15 * 60_000 + 1000);
    const late = await callAs(t, user.token, 'POST', '/api/profile/confirm-email-change', {
      newEmail,
      code,
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('INVALID_CODE');
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('ends the code after five wrong tries', async () => {
    const user = await signUp(t);
    const newEmail = uniqueEmail('novo');
    const code = await requestEmailCode(user.token, newEmail);
    for (let i = 0; i < 5; i++) {
      const res = await callAs(t, user.token, 'POST', '/api/profile/confirm-email-change', {
        newEmail,
        code: wrong(code),
      });
      expect(res.statusCode).toBe(400);
    }
    const right = await callAs(t, user.token, 'POST', '/api/profile/confirm-email-change', {
      newEmail,
      code,
    });
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('INVALID_CODE');
    expect(await dashboardStatus(user.token)).toBe(200);
  });

  it('waits a minute between codes, a new code replaces the old, five an hour at most', async () => {
    const user = await signUp(t);
    const newEmail = uniqueEmail('novo');
    const first = await requestEmailCode(user.token, newEmail);
    const soon = await callAs(t, user.token, 'POST', '/api/profile/request-email-change', {
      newEmail,
    });
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({
      code: 'RESEND_COOLDOWN',
      message: 'Aguarde um minuto antes de pedir um novo código.',
    });
    t.clock.advance(61_000);
    const second = await requestEmailCode(user.token, newEmail);
    for (let i = 0; i < 2; i++) {
      t.clock.advance(61_000);
      await requestEmailCode(user.token, newEmail);
    }
    t.clock.advance(61_000);
    const over = await callAs(t, user.token, 'POST', '/api/profile/request-email-change', {
      newEmail,
    });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_LIMITED');
    if (first !== second) {
      const old = await callAs(t, user.token, 'POST', '/api/profile/confirm-email-change', {
        newEmail,
        code: first,
      });
      expect(old.statusCode).toBe(400);
    }
  });
});

describe('password change', () => {
  it('mails a code to the current address, sets the password and ends the other sessions', async () => {
    const user = await signUp(t);
    const other = (await login(user.email, user.password)).json().token as string;
    const newPassword = 'nova-senha-segura-9';
    const code = await requestPasswordCode(user, newPassword);

    const res = await callAs(t, user.token, 'POST', '/api/profile/confirm-password-change', {
      newPassword,
      code,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Senha atualizada com sucesso!' });
    expect(await dashboardStatus(user.token)).toBe(200);
    expect(await dashboardStatus(other)).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, newPassword)).statusCode).toBe(200);
    const notice = await t.smtp.waitFor(user.email, 2);
    expect(notice.subject).toBe('Sua senha foi alterada');
  });

  it('follows the sign-up password rule with the panel messages', async () => {
    const user = await signUp(t);
    const empty = await callAs(t, user.token, 'POST', '/api/profile/request-password-change', {
      newPassword: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Senha não pode ser vazia');
    const short = await callAs(t, user.token, 'POST', '/api/profile/request-password-change', {
      newPassword: 'curta',
    });
    expect(short.json().message).toBe('A senha deve ter no mínimo 8 caracteres');
    expect(mailsTo(user.email)).toBe(1);
  });

  it('confirms only the password the code was sent for, and not with a wrong or old code', async () => {
    const user = await signUp(t);
    const newPassword = 'nova-senha-segura-9';
    const code = await requestPasswordCode(user, newPassword);
    const other = await callAs(t, user.token, 'POST', '/api/profile/confirm-password-change', {
      newPassword: 'outra-senha-qualquer',
      code,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(
      'A nova senha é diferente da que recebeu o código. Peça um novo código.',
    );
    const wrongRes = await callAs(t, user.token, 'POST', '/api/profile/confirm-password-change', {
      newPassword,
      code: wrong(code),
    });
    expect(wrongRes.statusCode).toBe(400);
    expect(wrongRes.json().code).toBe('INVALID_CODE');

    t.clock.advance(15 * 60_000 + 1000);
    const late = await callAs(t, user.token, 'POST', '/api/profile/confirm-password-change', {
      newPassword,
      code,
    });
    expect(late.statusCode).toBe(400);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('ends the code after five wrong tries', async () => {
    const user = await signUp(t);
    const newPassword = 'nova-senha-segura-9';
    const code = await requestPasswordCode(user, newPassword);
    for (let i = 0; i < 5; i++) {
      await callAs(t, user.token, 'POST', '/api/profile/confirm-password-change', {
        newPassword,
        code: wrong(code),
      });
    }
    const right = await callAs(t, user.token, 'POST', '/api/profile/confirm-password-change', {
      newPassword,
      code,
    });
    expect(right.statusCode).toBe(400);
    expect((await login(user.email, newPassword)).statusCode).toBe(401);
  });
});

describe('when the mail cannot be sent', () => {
  it('answers 502 and the code is taken back, so a new one can be asked at once', async () => {
    const user = await signUp(t);
    t.smtp.refuse(user.email);
    const ask = () =>
      callAs(t, user.token, 'POST', '/api/profile/request-password-change', {
        newPassword: 'nova-senha-segura-9',
      });
    const res = await ask();
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      code: 'MAIL_FAILED',
      message: 'Não foi possível enviar o e-mail agora. Tente novamente em instantes.',
    });
    // No code waits: the next request is not held back by the one-minute wait.
    expect((await ask()).json().code).toBe('MAIL_FAILED');
  });
});
