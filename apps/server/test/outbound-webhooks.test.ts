import type { AddressInfo } from 'node:net';
import { createServer, type IncomingMessage, type Server } from 'node:http';

import { MSG, webhookEndpointEndpoints as endpoints } from '@conecta/contract';
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createSecretBox } from '../src/lib/secret-box.ts';
import { createWebhookEndpointsService } from '../src/modules/webhook-endpoints/index.ts';
import { callApi, signedInClinic } from './helpers/call-api.ts';
import { type ConnectedClinic, openConnectedClinic } from './helpers/connected-clinic.ts';
import { joinClinic } from './helpers/join-clinic.ts';

const HOUR = 3_600_000;
// The receivers listen on ports the system picks (the PostgreSQL and 2031 passes run this file at
// the same time); a port nothing listens on.
const CLOSED_PORT = 4199;

interface Received {
  id: string;
  body: { type: string; timestamp: string; data: Record<string, unknown> };
  headers: IncomingMessage['headers'];
  raw: string;
}

/**
 * A clinic system's receiver: answers 503 while `failing`, else 204, and keeps every request.
 * It verifies nothing itself: the test verifies each request with the package's Webhook.verify.
 */
async function startReceiver() {
  const got: Received[] = [];
  const state = { failing: false, calls: 0 };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      state.calls++;
      if (state.failing) {
        res.statusCode = 503;
        return res.end();
      }
      got.push({
        id: String(req.headers['webhook-id']),
        body: JSON.parse(raw) as Received['body'],
        headers: req.headers,
        raw,
      });
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    got,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
type Receiver = Awaited<ReturnType<typeof startReceiver>>;

let conn: ConnectedClinic;
let a: Receiver;
let b: Receiver;

beforeAll(async () => {
  conn = await openConnectedClinic({ instanceId: 'WHOUT1' });
  a = await startReceiver();
  b = await startReceiver();
});
afterAll(async () => {
  await conn?.close();
  await a?.close();
  await b?.close();
});

/** Queues what is being queued, then runs the sender's pass until nothing more is due now. */
async function deliverNow() {
  const { webhookOutbox, webhookSender } = conn.t.app.services;
  await webhookOutbox.idle();
  while ((await webhookSender.runOnce(() => false)) > 0);
}

/** Standard Webhooks' own check, at the test clock's now (the receiver's clock agrees). */
function verify(secret: string, r: Received) {
  const realNow = Date.now;
  const at = conn.t.clock.now().getTime();
  Date.now = () => at;
  try {
    return new Webhook(secret).verify(r.raw, {
      'webhook-id': String(r.headers['webhook-id']),
      'webhook-timestamp': String(r.headers['webhook-timestamp']),
      'webhook-signature': String(r.headers['webhook-signature']),
    });
  } finally {
    Date.now = realNow;
  }
}

async function clinicIdOf(userId: string): Promise<string> {
  const result = (await conn.t.database.db.execute(
    sql`select clinic_id from clinic_members where user_id = ${userId}`,
  )) as unknown as { rows: Array<{ clinic_id: string }> };
  return result.rows[0]!.clinic_id;
}

describe('outbound webhooks', () => {
  let secret = '';
  let endpointId = '';

  it('creates an endpoint and shows its Standard Webhooks secret once', async () => {
    const res = await conn.clinic.callFresh(endpoints.create, {
      body: {
        url: a.url,
        description: 'n8n',
        events: ['message.received', 'message.sent', 'chat.moved'],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.data();
    secret = body.secret;
    endpointId = body.endpoint.id;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const list = (await conn.clinic.callFresh(endpoints.list)).data();
    expect(list.endpoints).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain(secret.slice(6));
  });

  it('refuses a bad address in pt-BR (400) and an Atendente (403)', async () => {
    const bad = await conn.clinic.callLoose(endpoints.create, {
      body: { url: 'ftp://exemplo', events: ['message.received'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(MSG.webhookEndpoints.urlInvalid);
    const none = await conn.clinic.callLoose(endpoints.create, {
      body: { url: a.url, events: [] },
    });
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain(MSG.webhookEndpoints.eventsRequired);

    const atendente = await joinClinic(conn.t, conn.clinic.token);
    for (const [endpoint, input] of [
      [endpoints.list, undefined],
      [endpoints.create, { body: { url: a.url, events: ['message.received'] } }],
      [endpoints.deliveries, { params: { id: endpointId } }],
      [endpoints.rotate, { params: { id: endpointId } }],
      [endpoints.update, { params: { id: endpointId }, body: { enabled: false } }],
    ] as const) {
      const res = await callApi(conn.t, atendente.token, endpoint, input as never);
      expect(res.statusCode, endpoint.path).toBe(403);
    }
  });

  it('delivers every event signed, through failures, exactly once after dedup by id', async () => {
    a.state.failing = true;
    for (const [i, phone] of ['5511990000001', '5511990000002', '5511990000003'].entries())
      await conn.writes(phone, `Olá ${i}`, { name: `Paciente ${i}` });
    await deliverNow();
    expect(a.state.calls).toBe(3);
    // Failing for a while: each retry waits its backoff, on the test clock.
    for (const wait of [HOUR, 2 * HOUR]) {
      conn.t.clock.advance(wait);
      await deliverNow();
    }
    expect(a.got).toHaveLength(0);
    const log = (
      await conn.clinic.callFresh(endpoints.deliveries, { params: { id: endpointId } })
    ).data().deliveries;
    expect(log).toHaveLength(3);
    expect(
      log.every((d) => d.status === 'pending' && d.attempts === 3 && d.responseCode === 503),
    ).toBe(true);

    a.state.failing = false;
    conn.t.clock.advance(3 * HOUR);
    await deliverNow();
    expect(a.got).toHaveLength(3);
    for (const r of a.got) {
      expect(() => verify(secret, r)).not.toThrow();
      expect(r.body.type).toBe('message.received');
      expect(r.id).toBe(r.headers['webhook-id']);
    }
    expect(new Set(a.got.map((r) => r.body.data['text']))).toEqual(
      new Set(['Olá 0', 'Olá 1', 'Olá 2']),
    );
    const after = (
      await conn.clinic.callFresh(endpoints.deliveries, { params: { id: endpointId } })
    ).data().deliveries;
    expect(after.every((d) => d.status === 'delivered' && d.latencyMs !== null)).toBe(true);

    // 'Reenviar' sends the same event again, with the same webhook-id: dedup keeps one.
    const resent = await conn.clinic.callFresh(endpoints.resend, {
      params: { id: endpointId, deliveryId: after[0]!.id },
    });
    expect(resent.statusCode, resent.body).toBe(200);
    await deliverNow();
    expect(a.got).toHaveLength(4);
    expect(new Set(a.got.map((r) => r.id)).size).toBe(3);
  });

  it("never sends another clinic's events to this endpoint", async () => {
    const other = await signedInClinic(conn.t, 'Dra. Outra');
    const created = await other.call(endpoints.create, {
      body: { url: b.url, events: ['message.received'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const otherClinic = await clinicIdOf(other.id);
    conn.t.app.services.webhookOutbox.emit(otherClinic, 'message.received', { chatId: 'x' });
    const before = a.got.length;
    await deliverNow();
    expect(b.got).toHaveLength(1);
    expect(a.got).toHaveLength(before);
    // Nor its endpoint's log to this clinic.
    const foreign = await conn.clinic.callFresh(endpoints.deliveries, {
      params: { id: created.data().endpoint.id },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('signs with both secrets for 24 h after a rotation', async () => {
    const rotated = (
      await conn.clinic.callFresh(endpoints.rotate, { params: { id: endpointId } })
    ).data();
    await conn.writes('5511990000001', 'De novo');
    await deliverNow();
    const last = a.got.at(-1)!;
    expect(() => verify(secret, last)).not.toThrow();
    expect(() => verify(rotated.secret, last)).not.toThrow();
    conn.t.clock.advance(25 * HOUR);
    await conn.writes('5511990000001', 'Mais tarde');
    await deliverNow();
    const later = a.got.at(-1)!;
    expect(() => verify(rotated.secret, later)).not.toThrow();
    expect(() => verify(secret, later)).toThrow();
    secret = rotated.secret;
  });

  it('turns an endpoint off after a day of failures and tells the Responsável', async () => {
    const down = (
      await conn.clinic.callFresh(endpoints.create, {
        body: { url: `http://127.0.0.1:${CLOSED_PORT}/x`, events: ['chat.moved'] },
      })
    ).data().endpoint;
    const clinicId = await clinicIdOf(conn.clinic.id);
    conn.t.app.services.webhookOutbox.emit(clinicId, 'chat.moved', { chatId: 'c', column: 'x' });
    await deliverNow();
    for (let h = 0; h < 26; h += 2) {
      conn.t.clock.advance(2 * HOUR);
      await deliverNow();
    }
    const listed = (await conn.clinic.callFresh(endpoints.list)).data().endpoints;
    expect(listed.find((e) => e.id === down.id)?.enabled).toBe(false);
    expect(listed.find((e) => e.id === endpointId)?.enabled).toBe(true);
    const mail = await conn.t.smtp.waitFor(conn.clinic.email);
    expect(mail.subject).toBe(MSG.webhookEndpoints.mail.subject);
    // On again, its queue goes on.
    const log = (
      await conn.clinic.callFresh(endpoints.deliveries, { params: { id: down.id } })
    ).data().deliveries;
    expect(log[0]).toMatchObject({ status: 'failed', responseCode: null });
    expect(log[0]!.attempts).toBeGreaterThanOrEqual(8);
    const enabled = await conn.clinic.callFresh(endpoints.enable, { params: { id: down.id } });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(
      (await conn.clinic.callFresh(endpoints.list)).data().endpoints.find((e) => e.id === down.id),
    ).toMatchObject({ enabled: true, failingSince: null });
  });

  it('refuses a private or loopback address in production', async () => {
    const service = createWebhookEndpointsService({
      db: conn.t.database.db,
      clock: conn.t.clock.now,
      box: createSecretBox('x'.repeat(32), 'webhook-secrets'),
      publicOnly: true,
    });
    const clinicId = await clinicIdOf(conn.clinic.id);
    for (const url of ['http://127.0.0.1:4101/x', 'http://10.0.0.5/x', 'http://[::1]/x'])
      await expect(
        service.create(
          { clinicId, userId: conn.clinic.id },
          { url, description: '', events: ['message.received'] },
          { ip: '127.0.0.1', userAgent: null } as never,
        ),
      ).rejects.toMatchObject({ status: 400, message: MSG.webhookEndpoints.urlPrivate });
    // Editing an endpoint to such an address is refused the same way.
    const [endpoint] = (await conn.clinic.callFresh(endpoints.list)).data().endpoints;
    await expect(
      service.update(
        { clinicId, userId: conn.clinic.id },
        endpoint!.id,
        { url: 'http://192.168.0.10/hook' },
        { ip: '127.0.0.1', userAgent: null } as never,
      ),
    ).rejects.toMatchObject({ status: 400, message: MSG.webhookEndpoints.urlPrivate });
  });

  it('edits an endpoint: address, events, off and on again; audited, and only what changed', async () => {
    const edit = (body: Record<string, unknown>) =>
      conn.clinic.callLoose(endpoints.update, { params: { id: endpointId }, body });
    const events = await edit({
      events: ['chat.moved', 'chat.moved'],
      description: 'n8n produção',
    });
    expect(events.statusCode, events.body).toBe(200);
    expect(events.json()).toMatchObject({
      message: MSG.webhookEndpoints.updated,
      endpoint: { id: endpointId, events: ['chat.moved'], description: 'n8n produção', url: a.url },
    });
    expect((await edit({ events: ['chat.moved'] })).json().message).toBe(
      MSG.webhookEndpoints.unchanged,
    );
    // Only chat.moved goes now: a patient's message is no event of this endpoint's any more.
    const before = a.got.length;
    await conn.writes('5511990000077', 'Oi, tudo bem?', { name: 'Paciente novo' });
    await deliverNow();
    expect(a.got.slice(before).map((r) => r.body.type)).not.toContain('message.received');

    // To another receiver; off, and nothing goes; on again, and the queue goes.
    expect((await edit({ url: b.url, events: ['message.received'] })).statusCode).toBe(200);
    const off = await edit({ enabled: false });
    expect(off.json().endpoint).toMatchObject({ enabled: false, disabledAt: null });
    const bBefore = b.got.length;
    await conn.writes('5511990000078', 'Bom dia', { name: 'Paciente desligado' });
    await deliverNow();
    expect(b.got.length).toBe(bBefore);
    expect((await edit({ enabled: true })).json().endpoint).toMatchObject({ enabled: true });
    await deliverNow();
    const arrived = b.got.slice(bBefore).filter((r) => r.body.type === 'message.received');
    expect(arrived.map((r) => r.body.data.chatId)).toEqual(['5511990000078']);
    expect(verify(secret, arrived[0]!)).toMatchObject({ type: 'message.received' });

    for (const [body, text] of [
      [{}, MSG.webhookEndpoints.nothingToUpdate],
      [{ url: 'ftp://exemplo' }, MSG.webhookEndpoints.urlInvalid],
      [{ events: [] }, MSG.webhookEndpoints.eventsRequired],
      [{ enabled: 'sim' }, MSG.webhookEndpoints.enabledInvalid],
    ] as const) {
      const bad = await edit(body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.body).toContain(text);
    }
    const other = await signedInClinic(conn.t, 'Outra Clínica');
    const foreign = await callApi(conn.t, other.token, endpoints.update, {
      params: { id: endpointId },
      body: { enabled: false },
    });
    expect(foreign.statusCode).toBe(404);

    const audit = await conn.t.database.db.execute(
      sql`select details from audit_log where action = 'webhookEndpoint.update'`,
    );
    const rows = (audit as unknown as { rows: Array<{ details: { changed: string[] } }> }).rows;
    // One entry per call that changed something (the unchanged and refused ones wrote none).
    expect(rows.map((r) => r.details.changed.join(' ')).sort()).toEqual([
      'description events',
      'enabled',
      'enabled',
      'url events',
    ]);
  });
});
