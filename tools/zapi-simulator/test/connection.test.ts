import { afterEach, describe, expect, it } from 'vitest';

import { startSimulator, type TestSimulator } from './helpers/start-simulator.ts';
import { startWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('connection', () => {
  let t: TestSimulator;
  let hooks: WebhookReceiver | undefined;
  afterEach(async () => {
    await t.close();
    await hooks?.close();
    hooks = undefined;
  });

  it('reports not connected, then connected after a scan, with Z-API error strings', async () => {
    t = await startSimulator();
    expect((await t.zapi('status')).body).toEqual({
      connected: false,
      error: 'You are not connected.',
      smartphoneConnected: false,
    });
    await t.control('instances/I1/scan', {});
    expect((await t.zapi('status')).body).toEqual({
      connected: true,
      error: 'You are already connected.',
      smartphoneConnected: true,
    });
    expect((await t.zapi('qr-code/image')).body).toEqual({ connected: true });
    expect((await t.zapi('me')).body).toMatchObject({ id: 'I1', token: 'T1', connected: true });
    expect((await t.zapi('device')).body).toMatchObject({
      phone: expect.stringMatching(/^55\d{11}$/),
    });
  });

  it('serves a real QR PNG whose payload changes every qrRefreshMs', async () => {
    // The simulator's own clock: a real 300 ms window could close between two calls on a busy
    // machine (CI saw the payload change between the two reads that must agree).
    let now = Date.now();
    t = await startSimulator({ qrRefreshMs: 300, now: () => now });
    const first = await t.zapi('qr-code/image');
    expect(first.status).toBe(200);
    expect(first.body.value).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(first.body.value.split(',')[1], 'base64');
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(png.length).toBeGreaterThan(500);
    const payload = (await t.zapi('qr-code')).body.value;
    expect(payload).toMatch(/^2@/);
    expect((await t.zapi('qr-code')).body.value).toBe(payload);
    now += 350;
    const later = await t.zapi('qr-code/image');
    expect(later.body.value).not.toBe(first.body.value);
    expect((await t.zapi('qr-code')).body.value).not.toBe(payload);
  });

  it('scans by itself scanDelayMs after the first QR fetch and sends ConnectedCallback', async () => {
    hooks = await startWebhookReceiver();
    t = await startSimulator({ scanDelayMs: 200 });
    await t.zapi('update-webhook-connected', { method: 'PUT', body: { value: hooks.url } });
    await sleep(300);
    expect((await t.zapi('status')).body.connected).toBe(false);
    // Only a lower bound on the delay: a busy machine can make it longer, never shorter.
    const fetchedAt = performance.now();
    await t.zapi('qr-code/image');
    const [event] = await hooks.waitFor((b) => b.type === 'ConnectedCallback', 1, 5000);
    expect(performance.now() - fetchedAt).toBeGreaterThanOrEqual(190);
    expect(event?.body).toMatchObject({
      instanceId: 'I1',
      connected: true,
      phone: expect.any(String),
    });
    expect(typeof event?.body.momment).toBe('number');
    expect(event?.headers['z-api-token']).toBe('T1');
    expect((await t.zapi('status')).body.connected).toBe(true);
  });

  it('disconnects (API and phone), sends DisconnectedCallback and then refuses other calls', async () => {
    hooks = await startWebhookReceiver();
    t = await startSimulator();
    await t.zapi('update-every-webhooks', { method: 'PUT', body: { value: hooks.url } });
    await t.control('instances/I1/scan', {});
    expect((await t.zapi('disconnect')).body).toEqual({ value: true });
    const [event] = await hooks.waitFor((b) => b.type === 'DisconnectedCallback');
    expect(event?.body).toMatchObject({
      instanceId: 'I1',
      disconnected: true,
      error: expect.any(String),
    });
    const refused = await t.zapi('send-text', { body: { phone: '5511999990000', message: 'oi' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: 'You are not connected.' });
    expect((await t.zapi('chats')).body).toEqual({ error: 'You are not connected.' });
    expect((await t.zapi('qr-code/image')).status).toBe(200);
    expect((await t.zapi('restart')).body).toEqual({ value: true });
    expect(
      (await t.control('instances/I1/inbound', { phone: '5511999990000', message: 'x' })).status,
    ).toBe(409);

    await t.control('instances/I1/scan', {});
    await t.control('instances/I1/disconnect', {});
    await hooks.waitFor((b) => b.type === 'DisconnectedCallback', 2);
    expect((await t.zapi('status')).body.connected).toBe(false);
    await sleep(150);
    const before = hooks.events.length;
    await t.zapi('modify-chat', { body: { phone: '5511999990000', action: 'read' } });
    await sleep(150);
    expect(hooks.events.slice(before).map((e) => e.body.type)).toEqual([]);
  });

  it('keeps what patients send while the phone is away and delivers it, with its time, on reconnection', async () => {
    hooks = await startWebhookReceiver();
    t = await startSimulator();
    await t.zapi('update-every-webhooks', { method: 'PUT', body: { value: hooks.url } });
    await t.control('instances/I1/scan', {});
    await t.control('instances/I1/disconnect', { needsRestore: true });
    const queued = await t.control('instances/I1/inbound', {
      phone: '5511988887777',
      message: 'Alguém aí?',
      queue: true,
    });
    expect(queued.status).toBe(202);
    expect(queued.body).toMatchObject({ queued: true, messageId: expect.any(String) });
    await sleep(100);
    expect(hooks.events.some((e) => e.body.messageId === queued.body.messageId)).toBe(false);
    await t.zapi('restart');
    const [late] = await hooks.waitFor((b) => b.messageId === queued.body.messageId);
    expect(late?.body).toMatchObject({ type: 'ReceivedCallback', fromMe: false });
    // Stamped when the patient wrote, before the reconnection.
    expect(Number(late?.body.momment)).toBeLessThan(late!.at + 1);
  });

  it('needs a session restore after a phone drop with needsRestore, and /restart restores it', async () => {
    hooks = await startWebhookReceiver();
    t = await startSimulator();
    await t.zapi('update-every-webhooks', { method: 'PUT', body: { value: hooks.url } });
    await t.control('instances/I1/scan', {});
    await t.control('instances/I1/disconnect', { needsRestore: true });
    expect((await t.zapi('status')).body).toEqual({
      connected: false,
      error: 'You need to restore the session.',
      smartphoneConnected: false,
    });
    await t.zapi('restart');
    expect((await t.zapi('status')).body.connected).toBe(true);
    await hooks.waitFor((b) => b.type === 'ConnectedCallback', 2);
  });
});
