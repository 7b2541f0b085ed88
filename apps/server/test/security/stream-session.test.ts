import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openStream } from '../helpers/sse-client.ts';
import {
  bearer,
  createSecondApp,
  createTestApp,
  freshIp,
  post,
  signUp,
  type TestApp,
} from '../helpers/test-app.ts';

/**
 * An event stream carries patients' messages: it must end with the session that opened it, on
 * whichever server process it is open, however the session ended.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { listen: true, heartbeatMs: 60_000 });
});
afterAll(() => t.close());

const streamOf = (base: string, token: string) =>
  openStream(`${base}/api/notifications/stream?token=${token}`);

/** Publishes to the user after the stream ended: nothing more may reach it. */
async function expectNothingMore(stream: Awaited<ReturnType<typeof openStream>>, userId: string) {
  const seen = stream.events.length;
  t.app.services.bus.publish(userId, 'new-message', { chatId: '5511900000009', message: 'depois' });
  await t.app.services.background.idle();
  // The stream is closed: its pump has ended, so nothing published later can be in `events`.
  await stream.close();
  expect(stream.events.slice(seen)).toEqual([]);
}

describe('an event stream and its session', () => {
  it('ends at once on sign-out, even when the stream is on another server process', async () => {
    const user = await signUp(t);
    // No heartbeat during the test: the end must come from the announcement, not a check.
    const second = await createSecondApp(t, { listen: true, heartbeatMs: 60_000 });
    try {
      const s = await streamOf(second.url, user.token);
      await s.waitFor((e) => e.event === 'connected');
      const out = await t.app.inject({
        method: 'POST',
        url: '/auth/logout',
        headers: bearer(user.token),
      });
      expect(out.statusCode).toBe(200);
      await s.waitFor((e) => e.event === 'session-ended');
      await expectNothingMore(s, user.id);
    } finally {
      await second.close();
    }
  });

  it('ends when a password reset ends every session of the account', async () => {
    const user = await signUp(t);
    const s = await streamOf(t.publicUrl, user.token);
    await s.waitFor((e) => e.event === 'connected');
    const before = t.smtp.mails.filter((m) => m.to === user.email).length;
    await post(t.app, '/auth/forgot-password', { email: user.email }, { remoteAddress: freshIp() });
    await t.app.services.background.idle();
    const mail = await t.smtp.waitFor(user.email, before);
    const token = /reset-password\?token=([\w-]{43})/.exec(mail.text)![1]!;
    const reset = await post(
      t.app,
      '/auth/reset-password',
      { token, password: 'senha-nova-456' },
      { remoteAddress: freshIp() },
    );
    expect(reset.statusCode).toBe(200);
    await s.waitFor((e) => e.event === 'session-ended');
    await expectNothingMore(s, user.id);
  });

  it('checks its session at every heartbeat, so an idle session ends its stream too', async () => {
    const t2 = await createTestApp({}, { listen: true, heartbeatMs: 200 });
    try {
      const user = await signUp(t2);
      const s = await streamOf(t2.publicUrl, user.token);
      await s.waitFor((e) => e.event === 'connected');
      await s.waitFor((e) => e.event === 'heartbeat');
      // Four idle hours: the stream itself is no activity, so the next beat ends it.
      t2.clock.advance(4 * 3_600_000 + 1000);
      await s.waitFor((e) => e.event === 'session-ended');
      await s.close();
    } finally {
      await t2.close();
    }
  });
});
