import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { webInstances } from '../../src/db/schema.ts';
import { createMediaLinks } from '../../src/lib/media-links.ts';
import { signInAdmin } from '../helpers/admin-user.ts';
import { findLeaks } from '../helpers/log-leaks.ts';
import { startSimulator, type TestSimulator } from '../helpers/simulator.ts';
import { codeFrom } from '../helpers/smtp-sink.ts';
import { openStream } from '../helpers/sse-client.ts';
import {
  bearer,
  callAs,
  createTestApp,
  freshIp,
  post,
  type TestApp,
  uniqueEmail,
  createTestClock,
} from '../helpers/test-app.ts';

/**
 * Walks every path that handles a credential, with the server logging at `trace`, and then looks
 * for each secret of the walk in every log line: passwords, codes, session tokens, the stream's
 * `?token=`, the webhook secret, the provider tokens an admin reveals, a media link's and a patient export's signature.
 */
let t: TestApp;
let sim: TestSimulator;
const secrets = new Map<string, string>();
const keep = (what: string, value: string) => {
  expect(value.length, what).toBeGreaterThan(0);
  secrets.set(`${what} #${secrets.size}`, value);
  return value;
};

beforeAll(async () => {
  const clock = createTestClock();
  sim = await startSimulator({ clock, chatCount: 3 });
  t = await createTestApp({ ZAPI_BASE_URL: sim.url }, { listen: true, logLevel: 'trace', clock });
});
afterAll(async () => {
  await t.close();
  await sim.close();
});

/** The first match of `pattern` in the mails to anyone after the first `skip` ones. */
async function mailed(pattern: RegExp, skip = 0): Promise<string> {
  const deadline = Date.now() + 5000;
  for (;;) {
    for (const mail of t.smtp.mails.slice(skip)) {
      const m = pattern.exec(mail.text);
      if (m) return m[1]!;
    }
    if (Date.now() > deadline) throw new Error(`nenhum e-mail com ${pattern}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('no credential reaches a log line', () => {
  it('walks sign-up, confirm, login, refresh, password change and reset, stream, webhook and admin reveal', async () => {
    const ip = freshIp();
    const email = uniqueEmail('segredo');
    const password = keep('password', 'Senha-Que-Nao-Pode-Vazar-7');
    const reg = await post(
      t.app,
      '/auth/register',
      { name: 'Ana Sigilo', email, password },
      { remoteAddress: ip },
    );
    expect(reg.statusCode).toBe(201);
    const code = keep('code', codeFrom(await t.smtp.waitFor(email)));
    const wrong = code === '000000' ? '000001' : '000000';
    await post(t.app, '/auth/confirm', { email, code: wrong }, { remoteAddress: ip });
    const confirm = await post(t.app, '/auth/confirm', { email, code }, { remoteAddress: ip });
    expect(confirm.statusCode).toBe(200);
    keep('confirm token', confirm.json().token);

    await post(t.app, '/auth/login', { email, password: 'Errada-123456' }, { remoteAddress: ip });
    const login = await post(t.app, '/auth/login', { email, password }, { remoteAddress: ip });
    expect(login.statusCode).toBe(200);
    const token = keep('login token', login.json().token);
    const { id: userId } = login.json() as { id: string };

    const refresh = await post(t.app, '/auth/refresh', { token });
    expect(refresh.statusCode).toBe(200);
    keep('refreshed token', refresh.json().token);
    // A forged token too: what a client sends is logged no more than what the server signs.
    const forged = keep('forged token', `${token.slice(0, -6)}AAAAAA`);
    expect((await callAs(t, forged, 'GET', '/dashboard')).statusCode).toBe(401);

    // Settings: a password change confirmed by a mailed code.
    const newPassword = keep('new password', 'Nova-Senha-Que-Nao-Vaza-3');
    const ask = await callAs(t, token, 'POST', '/api/profile/request-password-change', {
      newPassword,
    });
    expect(ask.statusCode, ask.body).toBe(200);
    const changeCode = keep('password-change code', await mailed(/\b(\d{6})\b/, 1));
    const changed = await callAs(t, token, 'POST', '/api/profile/confirm-password-change', {
      newPassword,
      code: changeCode,
    });
    expect(changed.statusCode, changed.body).toBe(200);

    // A password reset by the mailed link.
    const forgot = await post(t.app, '/auth/forgot-password', { email }, { remoteAddress: ip });
    expect(forgot.statusCode).toBe(200);
    const resetToken = keep('reset token', await mailed(/reset-password\?token=([\w-]+)/));
    const resetPassword = keep('reset password', 'Senha-Redefinida-Nao-Vaza-5');
    const reset = await post(
      t.app,
      '/auth/reset-password',
      { token: resetToken, password: resetPassword },
      { remoteAddress: ip },
    );
    expect(reset.statusCode, reset.body).toBe(200);
    // The reset ended every session: sign in again for the rest of the walk.
    const again = await post(
      t.app,
      '/auth/login',
      { email, password: resetPassword },
      { remoteAddress: ip },
    );
    const token2 = keep('token after reset', again.json().token);

    // The stream takes its token in the query, over real HTTP.
    const stream = await openStream(
      `${t.publicUrl}/api/notifications/stream?token=${encodeURIComponent(token2)}`,
    );
    expect(stream.status).toBe(200);
    await stream.waitFor((e) => e.event === 'connected');
    await stream.close();
    const badStream = await fetch(`${t.publicUrl}/api/notifications/stream?token=${forged}`);
    expect(badStream.status).toBe(401);

    // Admin: creates an instance for themself with provider tokens, then reveals them.
    const admin = await signInAdmin(t, keep('admin password', 'Senha-Do-Admin-Nao-Vaza-9'));
    keep('admin token', admin.token);
    const seuToken = keep('provider token', 'TOKEN-PROVEDOR-NAO-VAZA-4321');
    const clientToken = keep('client token', 'CLIENT-TOKEN-NAO-VAZA-8765');
    const created = await callAs(t, admin.token, 'POST', '/api/dev/webinstances', {
      userId: admin.id,
      seuToken,
      clientToken,
      suaInstancia: 'LOGSEGREDO01',
      connectedPhone: '5511999990000',
    });
    expect(created.statusCode).toBe(201);
    const reveal = await callAs(
      t,
      admin.token,
      'GET',
      `/api/dev/webinstances/${created.json().instance.id}`,
    );
    expect(reveal.json().instance.seuToken).toBe(seuToken);
    // Provider calls carry the token in the path and the Client-Token in a header.
    await callAs(t, admin.token, 'GET', '/dashboard/zapi/qr-code');
    await callAs(t, admin.token, 'GET', '/dashboard/zapi/status');

    // The webhook path is the secret itself.
    const [row] = await t.database.db
      .select()
      .from(webInstances)
      .where(eq(webInstances.clinicId, admin.id));
    const webhookSecret = keep('webhook secret', row!.webhookSecret);
    const hook = await fetch(`${t.publicUrl}/webhooks/zapi/${webhookSecret}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'ReceivedCallback',
        instanceId: 'LOGSEGREDO01',
        messageId: 'LOGMSG1',
        phone: '5511912345678',
        fromMe: false,
        momment: Date.now(),
        chatName: 'Paciente',
        text: { message: 'Olá' },
      }),
    });
    expect(hook.status).toBe(200);

    // A media link's signature is a credential for one file.
    const link = createMediaLinks(t.config.jwtSecret).url(
      userId,
      userId,
      '00000000-0000-4000-8000-000000000001',
      t.clock.now(),
    );
    keep('media signature', new URL(link, 'http://x').searchParams.get('sig')!);
    expect((await t.app.inject({ url: link })).statusCode).toBe(404);
    // An invitation's link: whoever reads its token can join the clinic (review 3, finding 1).
    const invitee = uniqueEmail('convidado');
    const invited = await callAs(t, token2, 'POST', '/dashboard/team/invitations', {
      email: invitee,
      role: 'RESPONSAVEL',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const invitation = keep(
      'invitation token',
      /convite\?token=([\w-]+)/.exec((await t.smtp.waitFor(invitee)).text)![1]!,
    );
    expect((await t.app.inject({ url: `/auth/invitations/${invitation}` })).statusCode).toBe(200);
    // A patient's number names their chat in paths; a request line keeps the route's pattern
    // (review 3, finding 9).
    keep('patient phone in a path', '5511912345678');
    expect(
      (await callAs(t, token2, 'GET', '/dashboard/messages/5511912345678')).statusCode,
    ).toBeLessThan(500);

    // So is a patient export's, for one chat's whole history.
    const asked = await t.app.inject({
      method: 'POST',
      url: '/dashboard/chats/5511912345678/export',
      headers: bearer(admin.token),
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const exportUrl = (asked.json() as { url: string }).url;
    keep('export signature', new URL(exportUrl, 'http://x').searchParams.get('sig')!);
    expect((await t.app.inject({ url: exportUrl })).statusCode).toBe(200);

    expect(
      (await t.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(token2) }))
        .statusCode,
    ).toBe(200);

    const logs = t.logs.join('');
    // The walk did log: requests, with their (redacted) URLs.
    expect(logs).toContain('/api/notifications/stream?token=[redacted]');
    expect(logs).toContain('/webhooks/zapi/:secret');
    expect(logs).toContain('/dashboard/privacy/patient-export?');
    expect(logs).toContain('/auth/invitations/:token');
    expect(logs).toContain('/dashboard/messages/:chatId');
    for (const [what, value] of secrets) expect(logs.includes(value), what).toBe(false);
    expect(findLeaks('log-secrets', logs)).toEqual([]);
  });
});
