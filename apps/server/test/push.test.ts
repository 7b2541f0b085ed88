import { MSG, utcToLocal } from '@conecta/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { pushSubscriptions } from '../src/db/schema.ts';
import { inQuietHours } from '../src/modules/push/quiet-hours.ts';
import {
  startFakePushService,
  type FakeDevice,
  type FakePushService,
} from './helpers/fake-push-service.ts';
import { joinClinic } from './helpers/join-clinic.ts';
import { seedInstance } from './helpers/seed-instance.ts';
import { callAs, createTestApp, signUp, type TestApp } from './helpers/test-app.ts';

/**
 * Web Push of a patient's new message, end to end: the server seals the payload for each device
 * (aes128gcm) and signs with its VAPID key; a push service on loopback checks the signature and
 * decrypts with the device's own private key, so what the tests read is what a phone would show.
 */
let t: TestApp;
let push: FakePushService;
let owner: Awaited<ReturnType<typeof signUp>>;
let member: { id: string; token: string };
let secret: string;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  push = await startFakePushService();
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
  const res = await callAs(t, token, 'POST', '/dashboard/push/subscriptions', {
    endpoint: device.endpoint,
    keys: device.keys,
    label: `Chrome ${device.name}`,
    privacy,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A webhook for a message in `phone`'s chat; resolves once its pushes were all sent. */
async function message(phone: string, text: string, opts: { fromMe?: boolean } = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/webhooks/zapi/${secret}`,
    payload: {
      type: 'ReceivedCallback',
      messageId: `PUSH${Date.now()}${n++}`,
      phone,
      fromMe: opts.fromMe ?? false,
      momment: t.clock.now().getTime(),
      chatName: 'Marta Reis',
      text: { message: text },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
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
    const res = await callAs(t, member.token, 'GET', '/dashboard/push/public-key');
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
    const assigned = await callAs(
      t,
      owner.token,
      'PUT',
      '/dashboard/zapi/chats/5511911110002/assignee',
      { userId: member.id },
    );
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

  it('leaves the text out on a device in privacy mode, and keeps it on the others', async () => {
    const discreet = push.device('ana-computador');
    await subscribe(owner.token, discreet, true);
    await message('5511911110003', 'Resultado do exame: glicose 180');
    const [hidden] = push.pushesTo('ana-computador');
    expect(hidden!.payload.body).toBe(MSG.notifications.privateBody);
    expect(hidden!.payload.title).toBe('Marta Reis');
    expect(JSON.stringify(hidden!.payload)).not.toContain('glicose');
    expect(push.pushesTo('bruno-celular')[0]!.payload.body).toBe('Resultado do exame: glicose 180');
    await callAs(t, owner.token, 'POST', '/dashboard/push/subscriptions/remove', {
      endpoint: discreet.endpoint,
    });
  });

  it("respects a member's quiet hours, in the member's time zone", async () => {
    const now = utcToLocal(t.clock.now(), 'America/Sao_Paulo').slice(11, 13);
    const hour = Number(now);
    const hh = (h: number) => `${String((h + 24) % 24).padStart(2, '0')}:00`;
    const quiet = { starts: hh(hour), ends: hh(hour + 1) };
    const set = await callAs(t, member.token, 'PUT', '/dashboard/push/quiet-hours', {
      quietHours: quiet,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await callAs(t, member.token, 'GET', '/dashboard/push/quiet-hours')).json()).toEqual({
      quietHours: quiet,
    });
    await message('5511911110004', 'De madrugada');
    expect(push.received.map((r) => r.device)).toEqual(['ana-celular']);
    await callAs(t, member.token, 'PUT', '/dashboard/push/quiet-hours', { quietHours: null });
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
    const res = await t.app.inject({
      method: 'POST',
      url: `/webhooks/zapi/${secret}`,
      payload: {
        type: 'ReceivedCallback',
        messageId: `PUSHHOLD${n++}`,
        phone: '5511911110006',
        fromMe: false,
        momment: t.clock.now().getTime(),
        chatName: 'Marta Reis',
        text: { message: 'Oi' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(push.pushesTo('ana-celular')).toEqual([]);
    release();
    await t.app.services.pushNotifier.idle();
    expect(push.pushesTo('ana-celular')).toHaveLength(1);
  });

  it('stops pushing to a device its member turned off', async () => {
    const off = await callAs(t, member.token, 'POST', '/dashboard/push/subscriptions/remove', {
      endpoint: memberPhone.endpoint,
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
    const res = await callAs(t, owner.token, 'POST', '/dashboard/push/subscriptions', {
      endpoint: 'http://push.exemplo.com.br/abc',
      keys: device.keys,
      label: 'Chrome',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.pushRules.endpointNotAllowed);
  });

  it('refuses keys that are not a browser subscription', async () => {
    const res = await callAs(t, owner.token, 'POST', '/dashboard/push/subscriptions', {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      keys: { p256dh: 'curta', auth: 'x' },
      label: 'Chrome',
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
