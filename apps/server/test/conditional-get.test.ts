import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chats } from '../src/db/schema.ts';
import { seedInstance } from './helpers/seed-instance.ts';
import { bearer, callAs, createTestApp, signUp, type TestApp } from './helpers/test-app.ts';

/** A polled list that did not change costs a 304 with no body; a change gets the new list. */
let t: TestApp;
let user: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t);
  await seedInstance(t, user.id);
  await t.database.db.insert(chats).values(
    ['5511900000001', '5511900000002'].map((chatId) => ({
      clinicId: user.id,
      chatId,
      phone: chatId,
      name: `Paciente ${chatId.slice(-1)}`,
      column: 'inbox',
    })),
  );
});
afterAll(() => t.close());

const get = (url: string, ifNoneMatch?: string) =>
  t.app.inject({
    url,
    headers: { ...bearer(user.token), ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
  });

describe('conditional GET of polled answers', () => {
  it('answers the chat list 304 with no body while it is unchanged, and 200 once it changes', async () => {
    const first = await get('/dashboard/zapi/chats');
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    // Patients' data is still never stored by the browser.
    expect(first.headers['cache-control']).toBe('no-store');

    const same = await get('/dashboard/zapi/chats', etag);
    expect(same.statusCode).toBe(304);
    expect(same.rawPayload.length).toBe(0);
    expect(same.headers.etag).toBe(etag);

    const moved = await callAs(t, user.token, 'PUT', '/dashboard/zapi/chats/5511900000001/column', {
      column: 'vip',
    });
    expect(moved.statusCode).toBe(200);
    const changed = await get('/dashboard/zapi/chats', etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(
      changed.json().chats.find((c: { chatId: string }) => c.chatId === '5511900000001').column,
    ).toBe('vip');
  });

  it('keeps the spec’s answers for clients that do not ask: the same body, every time', async () => {
    const a = await get(`/dashboard/messages/5511900000002?t=1`);
    const b = await get(`/dashboard/messages/5511900000002?t=2`, 'W/"outro"');
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.body).toBe(a.body);
    // The timestamp the spec adds to each poll does not defeat the tag: the body is the same.
    const c = await get(`/dashboard/messages/5511900000002?t=3`, String(a.headers.etag));
    expect(c.statusCode).toBe(304);
  });
});
