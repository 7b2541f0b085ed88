import { afterEach, describe, expect, it } from 'vitest';

import { startSimulator, type TestSimulator } from './helpers/start-simulator.ts';
import { startWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver.ts';

describe('webhooks', () => {
  let t: TestSimulator;
  let hooks: WebhookReceiver;
  afterEach(async () => {
    await t.close();
    await hooks.close();
  });

  async function connected(options: Parameters<typeof startSimulator>[0] = {}) {
    hooks = await startWebhookReceiver();
    t = await startSimulator(options);
    await t.zapi('update-every-webhooks', { method: 'PUT', body: { value: hooks.url } });
    await t.control('instances/I1/scan', {});
  }

  it('delivers the chat history as ReceivedCallbacks in small batches after the connection', async () => {
    await connected({ chatCount: 20, timing: { historyBatchSize: 8, historyBatchIntervalMs: 40 } });
    const total = t.sim.state.instances.get('I1')?.history.length ?? 0;
    expect(total).toBeGreaterThan(40);
    const events = await hooks.waitFor((b) => b.type === 'ReceivedCallback', total, 8000);
    const bodies = events.map((e) => e.body);
    expect(new Set(bodies.map((b) => b.messageId)).size).toBe(total);
    expect(bodies.some((b) => b.fromMe === true)).toBe(true);
    expect(bodies.some((b) => b.fromMe === false)).toBe(true);
    expect(bodies.some((b) => b.isGroup === true && typeof b.participantPhone === 'string')).toBe(
      true,
    );
    expect(bodies.some((b) => b.isNewsletter === true)).toBe(true);
    const sample = bodies.find((b) => !b.fromMe && !b.isGroup && b.text) as Record<string, unknown>;
    expect(Object.keys(sample)).toEqual(
      expect.arrayContaining([
        'type',
        'instanceId',
        'messageId',
        'phone',
        'fromMe',
        'momment',
        'status',
        'chatName',
        'senderName',
        'senderPhoto',
        'photo',
        'isGroup',
        'isNewsletter',
        'text',
      ]),
    );
    expect(sample.momment).toBeGreaterThan(1e12);
    expect(sample.momment).toBeLessThan(Date.now());
    expect(sample.audio).toBeUndefined();
    // Batches: the arrival times form several groups, not a single burst.
    const times = events.map((e) => e.at).sort((a, b) => a - b);
    expect((times.at(-1) ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(
      40 * Math.floor((total - 1) / 8) - 40,
    );
    const moments = bodies.map((b) => b.momment as number);
    expect(moments[0]).toBeLessThanOrEqual(moments.at(-1) as number);
  });

  it('fires a ReceivedCallback for an injected inbound message and moves the chat', async () => {
    await connected({ chatCount: 0 });
    const injected = await t.control('instances/I1/inbound', {
      phone: '5521998887766',
      message: 'Oi, queria marcar uma consulta',
      name: 'Joana Prado',
    });
    expect(injected.status).toBe(201);
    const [event] = await hooks.waitFor((b) => b.messageId === injected.body.messageId);
    expect(event?.body).toMatchObject({
      type: 'ReceivedCallback',
      instanceId: 'I1',
      phone: '5521998887766',
      fromMe: false,
      status: 'RECEIVED',
      chatName: 'Joana Prado',
      senderName: 'Joana Prado',
      isGroup: false,
      isNewsletter: false,
      text: { message: 'Oi, queria marcar uma consulta' },
    });
    const chat = (await t.zapi('chats/5521998887766')).body;
    expect(chat).toMatchObject({ name: 'Joana Prado', unread: '1' });
    expect(Math.abs(Number(chat.lastMessageTime) - Date.now() / 1000)).toBeLessThan(5);

    const again = await t.control('instances/I1/inbound', {
      phone: '5521998887766',
      audio: true,
      seconds: 3,
      messageId: 'FIXED-ID',
    });
    expect(again.body.messageId).toBe('FIXED-ID');
    const [voice] = await hooks.waitFor((b) => b.messageId === 'FIXED-ID');
    const audio = voice?.body.audio as { audioUrl: string; seconds: number };
    expect(audio).toMatchObject({ ptt: true, seconds: 3, mimeType: 'audio/wav' });
    const wav = await fetch(audio.audioUrl);
    expect(wav.headers.get('content-type')).toBe('audio/wav');
    expect((await t.zapi('chats/5521998887766')).body.unread).toBe('2');
    expect((await t.control('instances/I1/inbound', { phone: '5521998887766' })).status).toBe(400);
  });

  it('names the participant of a group message', async () => {
    await connected({ chatCount: 10, timing: { historyDelayMs: 60_000 } });
    const group = '120363019502650977-group';
    const injected = await t.control('instances/I1/inbound', {
      phone: group,
      message: 'Reunião às 18h',
    });
    const [event] = await hooks.waitFor((b) => b.messageId === injected.body.messageId);
    expect(event?.body).toMatchObject({
      isGroup: true,
      chatName: 'Equipe Recepção',
      participantPhone: expect.stringMatching(/^55\d+$/),
    });
    expect(event?.body.senderName).not.toBe('Equipe Recepção');
  });

  it('gzips webhook bodies when gzipWebhooks is set, with the z-api-token header', async () => {
    await connected({ chatCount: 0, gzipWebhooks: true });
    await t.control('instances/I1/inbound', { phone: '5511911112222', message: 'oi' });
    const [event] = await hooks.waitFor((b) => b.type === 'ReceivedCallback');
    expect(event?.headers['content-encoding']).toBe('gzip');
    expect(event?.headers['z-api-token']).toBe('T1');
    expect(event?.body.text).toEqual({ message: 'oi' });
    await t.sim.settled();
    const log = (await t.control('instances/I1/webhooks')).body;
    expect(log).toEqual(expect.arrayContaining([expect.objectContaining({ status: 200 })]));
  });

  it('delivers the same patient with and without the ninth digit (withoutNinthDigit)', async () => {
    await connected({ chatCount: 0 });
    await t.control('instances/I1/inbound', { phone: '5511987654321', message: 'com o nove' });
    await t.control('instances/I1/inbound', {
      phone: '5511987654321',
      message: 'sem o nove',
      withoutNinthDigit: true,
    });
    const events = await hooks.waitFor((b) => b.type === 'ReceivedCallback', 2, 4000);
    expect(events.map((e) => [e.body.phone, e.body.text])).toEqual([
      ['5511987654321', { message: 'com o nove' }],
      ['551187654321', { message: 'sem o nove' }],
    ]);
    // One chat on the phone: the patient is the same.
    expect([...t.sim.state.instances.get('I1')!.chats.keys()]).toEqual(['5511987654321']);
  });
});
