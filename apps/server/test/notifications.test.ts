import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedInstance } from './helpers/seed-instance.ts';
import { openStream } from './helpers/sse-client.ts';
import {
  bearer,
  createSecondApp,
  createTestApp,
  signUp,
  type TestApp,
} from './helpers/test-app.ts';

let t: TestApp;
let base: string;
let a: Awaited<ReturnType<typeof signUp>>;
let b: Awaited<ReturnType<typeof signUp>>;
let secretA: string;
let secretB: string;
let n = 0;

beforeAll(async () => {
  t = await createTestApp({}, { listen: true, heartbeatMs: 300 });
  base = t.publicUrl;
  a = await signUp(t, 'Ana');
  b = await signUp(t, 'Bruno');
  secretA = (await seedInstance(t, a.id)).webhookSecret;
  secretB = (await seedInstance(t, b.id)).webhookSecret;
});
afterAll(() => t.close());

const inbound = (secret: string, phone: string, text: string) =>
  fetch(`${base}/webhooks/zapi/${secret}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'ReceivedCallback',
      messageId: `SSE${Date.now()}${n++}`,
      phone,
      fromMe: false,
      momment: t.clock.now().getTime(),
      chatName: 'Marta Reis',
      text: { message: text },
    }),
  });

/**
 * Publishes a marker to `userId` and waits for it: the bus keeps order, so any event of another
 * account that leaked into this stream before the marker is in `events` by then.
 */
async function sawOnlyOwnEvents(stream: Awaited<ReturnType<typeof openStream>>, userId: string) {
  const marker = `marcador-${n++}`;
  t.app.services.bus.publish(userId, 'chat-update', { chatId: marker, reason: 'task' });
  await stream.waitFor((e) => e.event === 'chat-update' && e.data.chatId === marker);
  const others = stream.events.filter(
    (e) => e.event !== 'connected' && e.event !== 'heartbeat' && e.data.chatId !== marker,
  );
  expect(others).toEqual([]);
}

describe('GET /api/notifications/stream', () => {
  it('answers 401 without a valid token, and the token never reaches the logs', async () => {
    expect((await fetch(`${base}/api/notifications/stream`)).status).toBe(401);
    const bad = await fetch(`${base}/api/notifications/stream?token=abc.def.ghi`);
    expect(bad.status).toBe(401);
    expect(((await bad.json()) as { success: boolean }).success).toBe(false);
    const s = await openStream(`${base}/api/notifications/stream?token=${a.token}`);
    await s.waitFor((e) => e.event === 'connected');
    await s.close();
    expect(t.logs.join('')).not.toContain(a.token);
  });

  it('carries an event too big for one NOTIFY by its id, whole and to its user only', async () => {
    const sa = await openStream(`${base}/api/notifications/stream?token=${a.token}`);
    const sb = await openStream(`${base}/api/notifications/stream?token=${b.token}`);
    await sa.waitFor((e) => e.event === 'connected');
    await sb.waitFor((e) => e.event === 'connected');
    const long = 'Á'.repeat(6000); // 12 KB in UTF-8, over PostgreSQL's 8 KB payload limit
    t.app.services.bus.publish(a.id, 'chat-update', {
      chatId: '5511900000001',
      reason: 'routine-failed',
      message: long,
    });
    const got = await sa.waitFor(
      (e) => e.event === 'chat-update' && e.data.chatId === '5511900000001',
    );
    expect(got.data.message).toBe(long);
    // B's own event, published after A's, arrives after anything of A's that could have leaked.
    await sawOnlyOwnEvents(sb, b.id);
    await sa.close();
    await sb.close();
  });

  it('delivers a new message to its user only, with the spec’s fields, and beats every period', async () => {
    const sa = await openStream(`${base}/api/notifications/stream?token=${a.token}`);
    const sb = await openStream(`${base}/api/notifications/stream?token=${b.token}`);
    expect(sa.status).toBe(200);
    await sa.waitFor((e) => e.event === 'connected');
    await sb.waitFor((e) => e.event === 'connected');
    expect((await inbound(secretA, '5511911110000', 'Preciso remarcar')).status).toBe(200);
    const msg = await sa.waitFor((e) => e.event === 'new-message');
    expect(msg.data).toMatchObject({
      chatId: '5511911110000',
      chatName: 'Marta Reis',
      message: 'Preciso remarcar',
      unreadCount: 1,
      lastMessageContent: 'Preciso remarcar',
    });
    expect(typeof msg.data.lastMessageTime).toBe('string');
    expect(msg.id).toBeTruthy();
    await sa.waitFor((e) => e.event === 'heartbeat');
    await sawOnlyOwnEvents(sb, b.id);
    await sa.close();
    await sb.close();
  });

  it('stores old history quietly: a chat-update, not a new message', async () => {
    const s = await openStream(`${base}/api/notifications/stream?token=${a.token}`);
    await s.waitFor((e) => e.event === 'connected');
    await fetch(`${base}/webhooks/zapi/${secretA}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'ReceivedCallback',
        messageId: `OLD${Date.now()}`,
        phone: '5511944440000',
        fromMe: false,
        momment: t.clock.now().getTime() - 3 * 86_400_000,
        text: { message: 'mensagem de três dias atrás' },
      }),
    });
    await s.waitFor((e) => e.event === 'chat-update' && e.data.chatId === '5511944440000');
    expect(
      s.events.some((e) => e.event === 'new-message' && e.data.chatId === '5511944440000'),
    ).toBe(false);
    await s.close();
  });

  it('sends chat-update for moves, reads and tags, and tag-update / tag-delete', async () => {
    const s = await openStream(`${base}/api/notifications/stream?token=${a.token}`);
    await s.waitFor((e) => e.event === 'connected');
    await t.app.inject({
      method: 'PUT',
      url: '/dashboard/zapi/chats/5511911110000/column',
      headers: bearer(a.token),
      payload: { column: 'vip' },
    });
    expect(
      (await s.waitFor((e) => e.event === 'chat-update' && e.data.reason === 'column')).data,
    ).toMatchObject({ chatId: '5511911110000', column: 'vip' });
    const tag = (
      await t.app.inject({
        method: 'POST',
        url: '/dashboard/tags',
        headers: bearer(a.token),
        payload: { name: 'Retorno' },
      })
    ).json().tag;
    expect((await s.waitFor((e) => e.event === 'tag-update')).data).toMatchObject({
      tag: { name: 'Retorno' },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/dashboard/zapi/chats/5511911110000/tags',
      headers: bearer(a.token),
      payload: { tagIds: [tag.id] },
    });
    await s.waitFor((e) => e.event === 'chat-update' && e.data.reason === 'tags');
    await t.app.inject({
      method: 'DELETE',
      url: `/dashboard/tags/${tag.id}`,
      headers: bearer(a.token),
    });
    expect((await s.waitFor((e) => e.event === 'tag-delete')).data).toEqual({ tagId: tag.id });
    await s.close();
  });

  it('replays what a reconnecting client missed, or tells it to refetch', async () => {
    const s = await openStream(`${base}/api/notifications/stream?token=${a.token}`);
    const first = await (async () => {
      await s.waitFor((e) => e.event === 'connected');
      await inbound(secretA, '5511922220000', 'primeira');
      return s.waitFor((e) => e.event === 'new-message' && e.data.message === 'primeira');
    })();
    await s.close();
    await inbound(secretA, '5511922220000', 'segunda');
    await inbound(secretA, '5511922220000', 'terceira');
    await inbound(secretB, '5511922220000', 'de outra conta');
    await new Promise((r) => setTimeout(r, 200));
    const again = await openStream(`${base}/api/notifications/stream?token=${a.token}`, {
      'last-event-id': first.id!,
    });
    await again.waitFor((e) => e.event === 'new-message' && e.data.message === 'terceira');
    const messages = again.events
      .filter((e) => e.event === 'new-message')
      .map((e) => e.data.message);
    expect(messages).toEqual(['segunda', 'terceira']);
    await again.close();
    const lost = await openStream(`${base}/api/notifications/stream?token=${a.token}`, {
      'last-event-id': '999999999',
    });
    await lost.waitFor((e) => e.event === 'refetch');
    await lost.close();
  });

  it('passes an event from one server instance to a browser on another through the database', async () => {
    const second = await createSecondApp(t, { listen: true });
    try {
      const s = await openStream(`${second.url}/api/notifications/stream?token=${a.token}`);
      await s.waitFor((e) => e.event === 'connected');
      await inbound(secretA, '5511933330000', 'chegou pelo outro servidor');
      const e = await s.waitFor(
        (x) => x.event === 'new-message' && x.data.message === 'chegou pelo outro servidor',
      );
      expect(e.data.chatId).toBe('5511933330000');
      await s.close();
    } finally {
      await second.close();
    }
  });
});
