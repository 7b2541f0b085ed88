import { createServer, type Server, type Socket } from 'node:net';

import { MSG } from '@conecta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { pushSubscriptions } from '../../src/db/schema.ts';
import { sessionsRepo } from '../../src/modules/auth/sessions-repo.ts';
import { sendPush } from '../../src/modules/push/push-sender.ts';
import { seedInstance } from '../helpers/seed-instance.ts';
import { callAs, createTestApp, signUp, type TestApp } from '../helpers/test-app.ts';

/**
 * A browser hands the server its push endpoint, and the server POSTs to it: in production only the
 * browsers' push services are taken, and nothing on this machine or its networks is ever opened,
 * whatever a row says.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let secret: string;
// Something on this machine that must never be reached (an admin panel, a metadata proxy).
let inside: Server;
let port: number;
const connections: Socket[] = [];

const KEYS = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };

beforeAll(async () => {
  inside = createServer((socket) => {
    connections.push(socket);
    socket.destroy();
  });
  await new Promise<void>((resolve) => inside.listen(0, '127.0.0.1', resolve));
  port = (inside.address() as { port: number }).port;
  t = await createTestApp({
    NODE_ENV: 'production',
    ALLOW_EMBEDDED_DB: 'true',
    BACKUP_KEY: 'b'.repeat(40),
    PUBLIC_URL: 'https://painel.clinica.test',
    SHUTDOWN_DRAIN_MS: '0',
  });
  owner = await signUp(t);
  secret = (await seedInstance(t, owner.id)).webhookSecret;
});
afterAll(async () => {
  await t.close();
  inside.close();
});

const inner = () => [
  `https://127.0.0.1:${port}/push/abc`,
  `https://localhost:${port}/push/abc`,
  'https://localhost/push/abc',
  'https://10.0.0.8/push/abc',
  'https://169.254.169.254/latest/meta-data/',
  `https://[::1]:${port}/push/abc`,
];

describe('push endpoints in production', () => {
  it('takes only the browsers’ push services, refusing inner addresses with a pt-BR 400', async () => {
    for (const endpoint of [
      ...inner(),
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com.exemplo.com/fcm/send/abc',
      'https://notify.windows.com.exemplo.com/w/?token=abc',
    ]) {
      const res = await callAs(t, owner.token, 'POST', '/dashboard/push/subscriptions', {
        endpoint,
        keys: KEYS,
        label: 'Chrome',
      });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().message, endpoint).toBe(MSG.pushRules.endpointNotAllowed);
    }
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-by3p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/abc',
    ]) {
      const res = await callAs(t, owner.token, 'POST', '/dashboard/push/subscriptions', {
        endpoint,
        keys: KEYS,
        label: 'Chrome',
      });
      expect(res.statusCode, `${endpoint}: ${res.body}`).toBe(200);
      // Not sent to in this test: the machine may have no way out.
      await callAs(t, owner.token, 'POST', '/dashboard/push/subscriptions/remove', { endpoint });
    }
    expect(connections).toHaveLength(0);
  });

  it('opens no connection to an inner address at send time, whatever a stored row says', async () => {
    // Rows as an older version (or a direct write) could have left them.
    const session = await sessionsRepo.create(t.database.db, {
      userId: owner.id,
      now: t.clock.now(),
    });
    for (const [i, endpoint] of inner().entries())
      await t.database.db.insert(pushSubscriptions).values({
        clinicId: owner.id,
        userId: owner.id,
        sessionId: session.id,
        endpoint,
        ...KEYS,
        label: `aparelho ${i}`,
      });
    const res = await t.app.inject({
      method: 'POST',
      url: `/webhooks/zapi/${secret}`,
      payload: {
        type: 'ReceivedCallback',
        messageId: 'SSRFPUSH1',
        phone: '5511933330001',
        fromMe: false,
        momment: t.clock.now().getTime(),
        chatName: 'Marta Reis',
        text: { message: 'Resultado do exame' },
      },
    });
    expect(res.statusCode).toBe(200);
    await t.app.services.pushNotifier.idle();
    expect(connections).toHaveLength(0);
    const refused = t.logs.filter((line) => line.includes('push recusado'));
    expect(refused).toHaveLength(inner().length);
  });

  it('checks the address a push service’s name resolves to, when it sends', async () => {
    // A name on the allowed list that resolves to this machine (a rebinding DNS, a poisoned
    // resolver): refused before any connection.
    const outcome = await sendPush(
      { endpoint: 'https://localhost/push/abc', ...KEYS, label: 'x', privacy: false },
      '{}',
      t.config.vapid,
      { hosts: ['localhost'], trustedOrigins: [] },
    );
    expect(outcome).toEqual({ kind: 'refused', reason: 'endereço não permitido: localhost' });
  });
});
