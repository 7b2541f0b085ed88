import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chats, syncProgress } from '../src/db/schema.ts';
import { seedInstance } from './helpers/seed-instance.ts';
import { startSimulator, type TestSimulator } from './helpers/simulator.ts';
import {
  bearer,
  createTestApp,
  signUp,
  type TestApp,
  createTestClock,
} from './helpers/test-app.ts';
import { waitFor } from './helpers/wait-for.ts';
import type { MessagingProvider } from '../src/providers/messaging-provider.ts';
import { createZapiProvider } from '../src/providers/zapi/zapi-provider.ts';

const AAAA = 'data:image/png;base64,AAAA';

let t: TestApp;
let sim: TestSimulator;
beforeAll(async () => {
  const clock = createTestClock();
  sim = await startSimulator({ clock, chatCount: 230 });
  // The real adapter, its quick retries without their pauses (300 + 600 ms that nothing here
  // measures): a failing provider is failed again at once.
  const provider = createZapiProvider({ baseUrl: sim.url, backoffMs: 0 });
  t = await createTestApp({ ZAPI_BASE_URL: sim.url }, { listen: true, clock, provider });
});
afterAll(async () => {
  await t.close();
  await sim.close();
});

const get = async (token: string, path: string) => {
  const res = await t.app.inject({ url: `/dashboard/zapi/${path}`, headers: bearer(token) });
  return {
    status: res.statusCode,
    body: res.json() as Record<string, unknown>,
    headers: res.headers,
  };
};

describe('an account without a usable instance', () => {
  it('is told why in every connection call', async () => {
    const u = await signUp(t);
    const status = await get(u.token, 'status');
    expect(status.body).toEqual({
      success: true,
      connected: false,
      instanceStatus: 'NONE',
      message:
        'Nenhuma instância do WhatsApp configurada para sua conta. Fale com o administrador.',
    });
    const qr = await get(u.token, 'qr-code');
    expect(qr.body).toMatchObject({ success: false, connected: false, qrCode: null });
    expect(qr.body.message).toContain('Nenhuma instância');
    const info = await get(u.token, 'chats_info');
    expect(info.status).toBe(422);
    expect((await get(u.token, 'chats')).body).toMatchObject({ chats: [], totalChats: 0 });
  });

  it('cannot connect a deactivated or expired instance', async () => {
    const a = await signUp(t);
    await seedInstance(t, a.id, { status: 'DEACTIVATED' });
    expect((await get(a.token, 'status')).body).toMatchObject({
      instanceStatus: 'DEACTIVATED',
      connected: false,
    });
    expect((await get(a.token, 'qr-code')).body.message).toContain('desativada');
    const b = await signUp(t);
    await seedInstance(t, b.id, { expiresAt: new Date('2026-03-01T12:00:00Z') });
    expect((await get(b.token, 'status')).body).toMatchObject({ instanceStatus: 'EXPIRED' });
    expect((await get(b.token, 'qr-code')).body.message).toMatch(/expirou em 01\/03\/2026/);
  });
});

describe('linking by QR and the chat sync', () => {
  let user: Awaited<ReturnType<typeof signUp>>;
  let instanceId: string;

  beforeAll(async () => {
    user = await signUp(t);
    instanceId = (await seedInstance(t, user.id, { instanceId: 'QRFLOW1', token: 'TOKQR1' }))
      .instanceId;
  });

  it('shows a real QR image until the phone scans it', async () => {
    const status = await get(user.token, 'status');
    expect(status.body).toMatchObject({ connected: false, instanceStatus: 'PENDING' });
    expect(status.headers['cache-control']).toBe('no-store');
    const qr = await get(user.token, 'qr-code');
    expect(qr.body).toMatchObject({ success: true, connected: false, message: 'QR Code gerado' });
    const png = Buffer.from(
      String(qr.body.qrCode).replace(/^data:image\/png;base64,/, ''),
      'base64',
    );
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // The webhooks were pointed at us before the scan, so no history is lost.
    const me = await sim.control(`/instances/${instanceId}`);
    expect(JSON.stringify(me.body)).toContain(`/webhooks/zapi/`);
  });

  it('after the scan, syncs every page of chats with progress and then the history by webhook', async () => {
    expect((await sim.control(`/instances/${instanceId}/scan`, {})).status).toBeLessThan(300);
    const qr = await get(user.token, 'qr-code');
    expect(qr.body).toMatchObject({ connected: true, qrCode: null });
    const info = await get(user.token, 'chats_info');
    expect(info.body).toMatchObject({ success: true, connected: true });

    const seen: number[] = [];
    const done = await waitFor(
      async () => (await get(user.token, 'chats_loading_progress')).body,
      (p) => {
        seen.push(Number(p.percentage));
        return p.completed === true;
      },
    );
    expect(done).toMatchObject({ percentage: 100, completed: true });
    expect(seen).toEqual([...seen].sort((a, b) => a - b));

    const list = await get(user.token, 'chats');
    const all = list.body.chats as Array<Record<string, unknown>>;
    expect(all.length).toBeGreaterThanOrEqual(230);
    expect(list.body.totalChats).toBe(all.length);
    expect(done.total).toBe(all.length);
    expect(all.filter((c) => c.isGroup).length).toBeGreaterThanOrEqual(3);
    expect(all.filter((c) => c.isNewsletter).length).toBeGreaterThanOrEqual(1);
    expect(all.every((c) => c.column === 'inbox')).toBe(true);
    expect(all.some((c) => typeof c.profileThumbnail === 'string')).toBe(true);
    expect(list.body.unreadCount).toBe(all.reduce((n, c) => n + Number(c.unread), 0));

    // History arrives by webhook and fills the previews without inflating the unread counts.
    const unreadBefore = list.body.unreadCount;
    const withPreview = await waitFor(
      async () => (await get(user.token, 'chats')).body,
      (b) =>
        (b.chats as Array<Record<string, unknown>>).filter((c) => c.lastMessageContent).length >
        100,
    );
    expect(withPreview.unreadCount).toBe(unreadBefore);
  });

  it('a re-sync merges: a chat keeps the column it was moved to', async () => {
    const [first] = await t.database.db
      .select()
      .from(chats)
      .where(eq(chats.clinicId, user.id))
      .limit(1);
    await t.database.db.update(chats).set({ column: 'vip' }).where(eq(chats.id, first!.id));
    await sim.control(`/instances/${instanceId}/disconnect`, {});
    expect((await get(user.token, 'status')).body).toMatchObject({
      connected: false,
      instanceStatus: 'INACTIVE',
    });
    await sim.control(`/instances/${instanceId}/scan`, {});
    expect((await get(user.token, 'status')).body).toMatchObject({ connected: true });
    await waitFor(
      async () => (await get(user.token, 'chats_loading_progress')).body,
      (p) => p.completed === true,
    );
    const again = (await get(user.token, 'chats')).body.chats as Array<Record<string, unknown>>;
    expect(again.find((c) => c.id === first!.id)?.column).toBe('vip');
  });

  it('resumes an interrupted sync from the page it stopped at', async () => {
    await t.database.db
      .update(syncProgress)
      .set({ phase: 'chats', nextPage: 2, loaded: 100, completedAt: null })
      .where(eq(syncProgress.clinicId, user.id));
    const p = await get(user.token, 'chats_loading_progress');
    expect(p.body.completed).toBe(false);
    const done = await waitFor(
      async () => (await get(user.token, 'chats_loading_progress')).body,
      (b) => b.completed === true,
    );
    expect(done.percentage).toBe(100);
  });

  it('answers 502 in pt-BR when the provider keeps failing, and recovers', async () => {
    await sim.control('/fail', { count: 3, status: 503 });
    const res = await get(user.token, 'status');
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ success: false, code: 'PROVIDER_ERROR' });
    expect(String(res.body.message)).toContain('instabilidade');
    expect((await get(user.token, 'status')).body).toMatchObject({ connected: true });
  });

  it('another user never sees these chats', async () => {
    const other = await signUp(t);
    expect((await get(other.token, 'chats')).body.chats).toEqual([]);
    expect((await get(other.token, 'chats_loading_progress')).body).toMatchObject({
      completed: false,
      total: 0,
    });
  });
});

describe('a QR answer after the scan', () => {
  it('never unlinks an instance the provider says is linked', async () => {
    const clock = createTestClock();
    const own = await startSimulator({ clock, chatCount: 3 });
    const real = createZapiProvider({ baseUrl: own.url });
    // As Z-API answered in the review: linked, and yet /qr-code still hands out an image.
    const stale: MessagingProvider = {
      ...real,
      qrCode: async () => ({ connected: false, qrCode: 'data:image/png;base64,AAAA' }),
    };
    const app = await createTestApp(
      { ZAPI_BASE_URL: own.url },
      { listen: true, clock, provider: stale },
    );
    try {
      const u = await signUp(app);
      const { instanceId } = await seedInstance(app, u.id);
      const ask = (path: string) =>
        app.app.inject({ url: `/dashboard/zapi/${path}`, headers: bearer(u.token) });
      expect((await ask('qr-code')).json()).toMatchObject({ connected: false, qrCode: AAAA });
      await own.control(`/instances/${instanceId}/scan`, {});
      expect((await ask('status')).json()).toMatchObject({ connected: true });

      const qr = (await ask('qr-code')).json();
      expect(qr).toMatchObject({ success: true, connected: true, qrCode: null });
      expect((await ask('status')).json()).toMatchObject({ connected: true });
      const info = (await ask('chats_info')).json();
      expect(info.connected).toBe(true);
    } finally {
      await app.close();
      await own.close();
    }
  });
});

describe("'reconectar' restores the session before any QR (issue 53)", () => {
  it('brings back a session that only needs a restart; a logged-out one stays down', async () => {
    const u = await signUp(t);
    const { instanceId } = await seedInstance(t, u.id, { instanceId: 'RESTORE1', token: 'TOKR1' });
    const restore = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/dashboard/zapi/restore',
          headers: bearer(u.token),
        })
      ).json() as Record<string, unknown>;
    // The simulator makes the instance on its first call.
    await get(u.token, 'qr-code');
    expect((await sim.control(`/instances/${instanceId}/scan`, {})).status).toBeLessThan(300);
    expect((await get(u.token, 'status')).body).toMatchObject({ connected: true });

    // The drop is known first (its webhook handled), as when a person sees the banner and asks
    // to reconnect: a restore racing the drop's own news could be undone by it.
    await sim.control(`/instances/${instanceId}/disconnect`, { needsRestore: true });
    await sim.sim.settled();
    expect(await restore()).toEqual({ success: true, connected: true, instanceStatus: 'ACTIVE' });

    await sim.control(`/instances/${instanceId}/disconnect`, {});
    await sim.sim.settled();
    expect(await restore()).toEqual({
      success: true,
      connected: false,
      instanceStatus: 'INACTIVE',
    });
  });
});
