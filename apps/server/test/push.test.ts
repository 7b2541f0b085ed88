import {
  authEndpoints,
  chatEndpoints,
  MSG,
  noteEndpoints,
  pushEndpoints,
  SESSION,
  teamEndpoints,
  utcToLocal,
} from '@conecta/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { pushSubscriptions, sessions } from '../src/db/schema.ts';
import { inQuietHours } from '../src/modules/push/quiet-hours.ts';
import {
  startFakePushService,
  type FakeDevice,
  type FakePushService,
} from './helpers/fake-push-service.ts';
import { joinClinic } from './helpers/join-clinic.ts';
import { seedInstance } from './helpers/seed-instance.ts';
import { callApi } from './helpers/call-api.ts';
import { createTestApp, freshIp, post, signUp, type TestApp } from './helpers/test-app.ts';
import { zapiWebhook } from './helpers/zapi-webhook.ts';
import { waitFor } from './helpers/wait-for.ts';

/**
 * Web Push of a patient's new message, end to end: the server seals the payload for each device
 * (aes128gcm) and signs with its VAPID key; a push service on loopback checks the signature and
 * decrypts with the device's own private key, so what the tests read is what a phone would show.
 */
let t: TestApp;
let push: FakePushService;
let owner: Awaited<ReturnType<typeof signUp>>;
let member: Awaited<ReturnType<typeof joinClinic>>;
let secret: string;
let n = 0;

beforeAll(async () => {
  push = await startFakePushService();
  // The fake push service runs on loopback over http: named as a trusted push service, as an
  // admin would name one inside their own network (production takes only the browsers' own).
  t = await createTestApp({ PUSH_TRUSTED_ORIGINS: push.origin });
  owner = await signUp(t, 'Dra. Ana Souza');
  member = await joinClinic(t, owner.token, { name: 'Bruno Lima' });
  secret = (await seedInstance(t, owner.id)).webhookSecret;
});
afterAll(async () => {
  await t.close();
  await push.close();
});
beforeEach(() => {
  push.received.length = 0;
  push.rejected.length = 0;
});

async function subscribe(token: string, device: FakeDevice, privacy = false) {
  const res = await callApi(t, token, pushEndpoints.subscribe, {
    body: {
      endpoint: device.endpoint,
      keys: device.keys,
      label: `Chrome ${device.name}`,
      privacy,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A webhook for a message in `phone`'s chat, answered; its pushes may still be on their way. */
async function webhook(phone: string, text: string, opts: { fromMe?: boolean; to?: string } = {}) {
  const res = await zapiWebhook(t, opts.to ?? secret, {
    messageId: `PUSH${Date.now()}${n++}`,
    phone,
    fromMe: opts.fromMe ?? false,
    chatName: 'Marta Reis',
    text: { message: text },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A webhook for a message in `phone`'s chat; resolves once its pushes were all sent. */
async function message(phone: string, text: string, opts: { fromMe?: boolean } = {}) {
  await webhook(phone, text, opts);
  await t.app.services.pushNotifier.idle();
}

describe('Web Push of a new patient message', () => {
  let ownerPhone: FakeDevice;
  let memberPhone: FakeDevice;

  beforeAll(async () => {
    ownerPhone = push.device('ana-celular');
    memberPhone = push.device('bruno-celular');
    await subscribe(owner.token, ownerPhone);
    await subscribe(member.token, memberPhone);
  });

  it('gives the browser the VAPID public key it subscribes with', async () => {
    const res = await callApi(t, member.token, pushEndpoints.publicKey);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ publicKey: t.config.vapid.publicKey });
    expect(Buffer.from(t.config.vapid.publicKey, 'base64url')).toHaveLength(65);
  });

  it('reaches every member of an unassigned chat, signed with VAPID and sealed for each device', async () => {
    await message('5511911110001', 'Olá, quero marcar uma consulta');
    expect(push.rejected).toEqual([]);
    expect(push.received.map((r) => r.device).sort()).toEqual(['ana-celular', 'bruno-celular']);
    for (const r of push.received) {
      expect(r.vapidKey).toBe(t.config.vapid.publicKey);
      expect(r.claims.sub).toMatch(/^mailto:/);
      expect(r.payload).toEqual({
        kind: 'new-message',
        chatId: '5511911110001',
        title: 'Marta Reis',
        body: 'Olá, quero marcar uma consulta',
        url: '/dashboard?chat=5511911110001',
        tag: 'chat-5511911110001',
      });
    }
  });

  it("goes only to the assignee's devices once the chat is assigned", async () => {
    await message('5511911110002', 'Primeira');
    const assigned = await callApi(t, owner.token, chatEndpoints.assign, {
      params: { chatId: '5511911110002' },
      body: { userId: member.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    push.received.length = 0;
    await message('5511911110002', 'Segunda');
    expect(push.received.map((r) => r.device)).toEqual(['bruno-celular']);
    expect(push.received[0]!.payload.body).toBe('Segunda');
  });

  it('never pushes the clinic’s own messages (sent from the phone or the board)', async () => {
    await message('5511911110001', 'Resposta da clínica', { fromMe: true });
    expect(push.received).toEqual([]);
  });

  it('leaves the name and the text out on a device in privacy mode (its lock screen), and keeps them on the others', async () => {
    const discreet = push.device('ana-computador');
    await subscribe(owner.token, discreet, true);
    await message('5511911110003', 'Resultado do exame: glicose 180');
    const [hidden] = push.pushesTo('ana-computador');
    expect(hidden!.payload.title).toBe(MSG.notifications.privateTitle);
    expect(hidden!.payload.body).toBe(MSG.notifications.privateBody);
    expect(JSON.stringify(hidden!.payload)).not.toContain('glicose');
    expect(JSON.stringify(hidden!.payload)).not.toContain('Marta');
    expect(push.pushesTo('bruno-celular')[0]!.payload.title).toBe('Marta Reis');
    expect(push.pushesTo('bruno-celular')[0]!.payload.body).toBe('Resultado do exame: glicose 180');
    await callApi(t, owner.token, pushEndpoints.unsubscribe, {
      body: {
        endpoint: discreet.endpoint,
      },
    });
  });

  it('tells a mentioned member only, by name and chat; generic on a device in privacy mode', async () => {
    await message('5511911110005', 'Quero o orçamento');
    push.received.length = 0;
    const discreet = push.device('bruno-computador');
    await subscribe(member.token, discreet, true);
    const res = await callApi(t, owner.token, noteEndpoints.create, {
      params: { chatId: '5511911110005' },
      body: {
        text: '@Bruno Lima pode ligar para ela?',
        mentions: [member.id],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const noteId = res.json().note.id as string;
    await t.app.services.pushNotifier.idle();
    expect(push.received.map((r) => r.device).sort()).toEqual([
      'bruno-celular',
      'bruno-computador',
    ]);
    expect(push.pushesTo('bruno-celular')[0]!.payload).toEqual({
      kind: 'mention',
      chatId: '5511911110005',
      title: 'Nota interna',
      body: 'Dra. Ana Souza mencionou você em Marta Reis',
      url: `/dashboard?chat=5511911110005&at=${noteId}`,
      tag: `mention-${noteId}`,
    });
    const hidden = push.pushesTo('bruno-computador')[0]!.payload;
    expect(hidden.title).toBe(MSG.notifications.privateTitle);
    expect(hidden.body).toBe(MSG.notes.privateMentionBody);
    expect(JSON.stringify(hidden)).not.toContain('Marta');
    expect(JSON.stringify(hidden)).not.toContain('Ana');
    await callApi(t, member.token, pushEndpoints.unsubscribe, {
      body: {
        endpoint: discreet.endpoint,
      },
    });
  });

  it("respects a member's quiet hours, in the member's time zone", async () => {
    const now = utcToLocal(t.clock.now(), 'America/Sao_Paulo').slice(11, 13);
    const hour = Number(now);
    const hh = (h: number) => `${String((h + 24) % 24).padStart(2, '0')}:00`;
    const quiet = { starts: hh(hour), ends: hh(hour + 1) };
    const set = await callApi(t, member.token, pushEndpoints.setQuietHours, {
      body: {
        quietHours: quiet,
      },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await callApi(t, member.token, pushEndpoints.quietHours)).json()).toEqual({
      quietHours: quiet,
    });
    await message('5511911110004', 'De madrugada');
    expect(push.received.map((r) => r.device)).toEqual(['ana-celular']);
    await callApi(t, member.token, pushEndpoints.setQuietHours, { body: { quietHours: null } });
  });

  it('removes a subscription the push service says is gone (410), and pushes to it no more', async () => {
    const old = push.device('tablet-antigo');
    await subscribe(member.token, old);
    old.status = 410;
    await message('5511911110005', 'Alguém aí?');
    const rows = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, old.endpoint));
    expect(rows).toEqual([]);
    old.status = 201;
    await message('5511911110005', 'De novo');
    expect(push.pushesTo('tablet-antigo')).toEqual([]);
    expect(push.pushesTo('ana-celular').map((r) => r.payload.body)).toEqual([
      'Alguém aí?',
      'De novo',
    ]);
  });

  it('answers the webhook while the push service is still holding the push', async () => {
    const release = push.hold(ownerPhone);
    const res = await zapiWebhook(t, secret, {
      messageId: `PUSHHOLD${n++}`,
      phone: '5511911110006',
      chatName: 'Marta Reis',
      text: { message: 'Oi' },
    });
    expect(res.statusCode).toBe(200);
    expect(push.pushesTo('ana-celular')).toEqual([]);
    release();
    await t.app.services.pushNotifier.idle();
    expect(push.pushesTo('ana-celular')).toHaveLength(1);
  });

  it('stops pushing to a device its member turned off', async () => {
    const off = await callApi(t, member.token, pushEndpoints.unsubscribe, {
      body: {
        endpoint: memberPhone.endpoint,
      },
    });
    expect(off.json()).toEqual({ subscribed: false, privacy: false });
    await message('5511911110007', 'Bom dia');
    expect(push.received.map((r) => r.device)).toEqual(['ana-celular']);
    await subscribe(member.token, memberPhone);
  });
});

describe('subscribing', () => {
  it('refuses an endpoint that is not https (outside this machine) with a pt-BR message', async () => {
    const device = push.device('x');
    const res = await callApi(t, owner.token, pushEndpoints.subscribe, {
      body: {
        endpoint: 'http://push.exemplo.com.br/abc',
        keys: device.keys,
        label: 'Chrome',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.pushRules.endpointNotAllowed);
  });

  it('refuses keys that are not a browser subscription', async () => {
    const res = await callApi(t, owner.token, pushEndpoints.subscribe, {
      body: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
        keys: { p256dh: 'curta', auth: 'x' },
        label: 'Chrome',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.pushRules.keysInvalid);
  });

  it('gives a device that signs in as another member to that member', async () => {
    const shared = push.device('recepcao');
    await subscribe(owner.token, shared);
    await subscribe(member.token, shared);
    const rows = await t.database.db
      .select({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, shared.endpoint));
    expect(rows).toEqual([{ userId: member.id }]);
  });
});

describe('a subscription belongs to the session that made it', () => {
  const login = async (email: string, password: string) => {
    const res = await post(t.app, '/auth/login', { email, password }, { remoteAddress: freshIp() });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { token: string }).token;
  };
  const rowsOf = (device: FakeDevice) =>
    t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.endpoint));

  it('ends with sign-out: the device hears no more patient messages', async () => {
    const phone = push.device('bruno-sessao-sair');
    const session = await login(member.email, member.password);
    await subscribe(session, phone);
    await message('5511911110020', 'Antes de sair');
    expect(push.pushesTo(phone.name)).toHaveLength(1);
    const out = await callApi(t, session, authEndpoints.logout);
    expect(out.statusCode, out.body).toBe(200);
    await message('5511911110020', 'Depois de sair');
    expect(push.pushesTo(phone.name)).toHaveLength(1);
    expect(await rowsOf(phone)).toEqual([]);
    // The member's other devices, of other sessions, go on.
    expect(push.pushesTo('bruno-celular').map((r) => r.payload.body)).toContain('Depois de sair');
  });

  it('ends when its session goes idle, though no one signed out', async () => {
    const phone = push.device('bruno-sessao-ociosa');
    const session = await login(member.email, member.password);
    await subscribe(session, phone);
    const [row] = await rowsOf(phone);
    // The session was last seen longer ago than the inactivity limit (a phone left in a drawer).
    const idleSince = new Date(t.clock.now().getTime() - SESSION.inactivityMs - 60_000);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: idleSince })
      .where(eq(sessions.id, row!.sessionId));
    await message('5511911110021', 'Depois de horas');
    expect(push.pushesTo(phone.name)).toEqual([]);
    expect(await rowsOf(phone)).toEqual([]);
    expect((await callApi(t, session, pushEndpoints.quietHours)).statusCode).toBe(401);
  });

  it('ends with a password reset: the old token and the old device both stop', async () => {
    const carla = await joinClinic(t, owner.token, { name: 'Carla Dias' });
    const lost = push.device('carla-celular-perdido');
    await subscribe(carla.token, lost);
    const before = t.smtp.mails.filter((m) => m.to === carla.email).length;
    const asked = await post(
      t.app,
      '/auth/forgot-password',
      { email: carla.email },
      { remoteAddress: freshIp() },
    );
    expect(asked.statusCode).toBe(200);
    await t.app.services.background.idle();
    const mail = await t.smtp.waitFor(carla.email, before);
    const resetToken = /reset-password\?token=([\w-]{43})/.exec(mail.text)![1]!;
    const reset = await post(
      t.app,
      '/auth/reset-password',
      { token: resetToken, password: 'senha-nova-da-carla-9' },
      { remoteAddress: freshIp() },
    );
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await callApi(t, carla.token, pushEndpoints.quietHours)).statusCode).toBe(401);
    await message('5511911110022', 'Resultado do exame: positivo');
    expect(push.pushesTo(lost.name)).toEqual([]);
    expect(push.pushesTo('ana-celular').map((r) => r.payload.body)).toContain(
      'Resultado do exame: positivo',
    );
    await callApi(t, owner.token, teamEndpoints.removeMember, { params: { userId: carla.id } });
  });

  it('ends with removal from the clinic', async () => {
    const davi = await joinClinic(t, owner.token, { name: 'Davi Rocha' });
    const phone = push.device('davi-celular');
    await subscribe(davi.token, phone);
    await message('5511911110023', 'Bom dia, Davi');
    expect(push.pushesTo(phone.name)).toHaveLength(1);
    const removed = await callApi(t, owner.token, teamEndpoints.removeMember, {
      params: { userId: davi.id },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await message('5511911110023', 'Depois da saída');
    expect(push.pushesTo(phone.name)).toHaveLength(1);
    expect(await rowsOf(phone)).toEqual([]);
  });
});

describe('devices per member', () => {
  it('keeps a member’s 10 newest devices: the 11th pushes out the oldest', async () => {
    const elisa = await joinClinic(t, owner.token, { name: 'Elisa Prado' });
    const devices = Array.from({ length: 11 }, (_, i) => push.device(`elisa-${i + 1}`));
    for (const device of devices) {
      await subscribe(elisa.token, device);
      // Each a moment after the one before, whatever the machine's clock resolution.
      t.clock.advance(1);
    }
    const rows = await t.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, elisa.id));
    expect(rows.map((r) => r.endpoint).sort()).toEqual(
      devices
        .slice(1)
        .map((d) => d.endpoint)
        .sort(),
    );
    await message('5511911110030', 'Para todos');
    expect(push.pushesTo('elisa-1')).toEqual([]);
    expect(push.received.filter((r) => r.device.startsWith('elisa-'))).toHaveLength(10);
    await callApi(t, owner.token, teamEndpoints.removeMember, { params: { userId: elisa.id } });
  });
});

describe('one clinic’s slow devices', () => {
  it('do not hold up another clinic’s pushes', async () => {
    const other = await signUp(t, 'Dr. Otávio Neves');
    const otherSecret = (await seedInstance(t, other.id)).webhookSecret;
    // Four devices whose push service never answers (a phone's endpoint on a dead route).
    const stuck = Array.from({ length: 4 }, (_, i) => push.device(`otavio-${i + 1}`));
    const releases: Array<() => void> = [];
    for (const device of stuck) {
      await subscribe(other.token, device);
      releases.push(push.hold(device));
    }
    try {
      await webhook('5511922220001', 'Oi', { to: otherSecret });
      await webhook('5511922220002', 'Olá', { to: otherSecret });
      await webhook('5511922220003', 'Alô', { to: otherSecret });
      const started = Date.now();
      await webhook('5511911110040', 'Preciso remarcar');
      // Waits for the push itself; the clinic's devices are not held behind the other's.
      await waitFor(
        async () => push.pushesTo('ana-celular').some((r) => r.payload.body === 'Preciso remarcar'),
        (arrived) => arrived,
        4_000,
      );
      expect(Date.now() - started).toBeLessThan(4_000);
    } finally {
      for (const release of releases) release();
    }
    await t.app.services.pushNotifier.idle();
  });
});

describe('quiet hours', () => {
  const at = (iso: string) => new Date(iso);
  it('wraps past midnight and counts the start in, the end out', () => {
    const q = { starts: '22:00', ends: '07:00' };
    // 01:00 UTC is 22:00 in São Paulo (UTC-3).
    expect(inQuietHours(at('2031-03-10T01:00:00Z'), 'America/Sao_Paulo', q)).toBe(true);
    expect(inQuietHours(at('2031-03-10T09:59:00Z'), 'America/Sao_Paulo', q)).toBe(true);
    expect(inQuietHours(at('2031-03-10T10:00:00Z'), 'America/Sao_Paulo', q)).toBe(false);
    expect(inQuietHours(at('2031-03-10T15:00:00Z'), 'America/Sao_Paulo', null)).toBe(false);
    expect(
      inQuietHours(at('2031-03-10T15:00:00Z'), 'UTC', { starts: '12:00', ends: '18:00' }),
    ).toBe(true);
  });
});
