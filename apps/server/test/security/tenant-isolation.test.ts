import { ENDPOINTS, endpointKey } from '@conecta/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { snapshotUser } from '../helpers/db-snapshot.ts';
import { equipUser } from '../helpers/equip-user.ts';
import { listRoutes, routeKey } from '../helpers/list-routes.ts';
import { startSimulator, type TestSimulator } from '../helpers/simulator.ts';
import {
  bearer,
  createTestApp,
  signUp,
  type TestApp,
  createTestClock,
} from '../helpers/test-app.ts';
import { type Both, type Probe, ROUTES } from './tenant-isolation-routes.ts';

/**
 * User B, with a full account of their own, calls every route on user A's ids. Each route of
 * the app must have an entry in ROUTES (tenant-isolation-routes.ts; the routes are read from
 * Fastify's route tree), so a new route without one fails here until someone says how it keeps
 * tenants apart.
 */

let t: TestApp;
let sim: TestSimulator;
let tokens: { a: string; b: string };
let both: Both;

beforeAll(async () => {
  const clock = createTestClock();
  sim = await startSimulator({ clock, chatCount: 3 });
  t = await createTestApp({ ZAPI_BASE_URL: sim.url }, { listen: true, clock });
  const a = await signUp(t, 'Ana');
  const b = await signUp(t, 'Bruno');
  tokens = { a: a.token, b: b.token };
  both = {
    a: await equipUser(t, sim, a, { instanceId: 'ISOA', phone: '5511911110001' }),
    b: await equipUser(t, sim, b, { instanceId: 'ISOB', phone: '5511922220002' }),
  };
  // Late provider statuses and the media download settle before the snapshot.
  await t.app.services.downloader.idle();
  await new Promise((r) => setTimeout(r, 400));
}, 120_000);
afterAll(async () => {
  await t?.close();
  await sim?.close();
});

const send = (p: Probe) =>
  t.app.inject({
    method: p.method,
    url: p.url,
    headers: p.as === 'none' ? {} : bearer(tokens.b),
    ...(p.payload === undefined ? {} : { payload: p.payload as InjectOptions['payload'] }),
  });

// The webhook lands A's phone in B's account: it runs last so earlier probes still see A's chat
// as foreign to B.
const order = (key: string) =>
  key.startsWith('POST /webhooks/') ? 2 : key.startsWith('DELETE') ? 1 : 0;
const keys = Object.keys(ROUTES).sort((x, y) => order(x) - order(y));

describe('tenant isolation', () => {
  it('has an entry for every route the app serves, and none for a route that is gone', () => {
    const served = listRoutes(t.app).map(routeKey).sort();
    expect(served.length).toBeGreaterThan(30);
    const missing = served.filter((k) => !(k in ROUTES));
    const stale = Object.keys(ROUTES).filter((k) => !served.includes(k));
    expect(missing, 'rotas sem entrada na tabela de isolamento').toEqual([]);
    expect(stale, 'entradas para rotas que não existem mais').toEqual([]);
  });

  it('agrees with the contract on which routes need a session (the guard comes from it)', () => {
    // A route the table calls public must be declared public; a declared public route is either
    // public here too or proved by attacks (a signed link), never a session route.
    const disagree = ENDPOINTS.filter((endpoint) => {
      const kind = ROUTES[endpointKey(endpoint)]?.kind;
      const open = endpoint.access === 'public';
      return (kind === 'public' && !open) || (kind === 'session' && open);
    });
    expect(disagree.map(endpointKey)).toEqual([]);
  });

  it("never names A's rows in B's own lists", async () => {
    const a = both.a;
    const marks = [
      a.chatId,
      a.tagId,
      a.routineId,
      a.textId,
      a.taskId,
      a.noteId,
      a.sentMessageId,
      a.mediaId,
    ];
    for (const [key, entry] of Object.entries(ROUTES)) {
      if (entry.kind !== 'session' || !entry.read) continue;
      const res = await send(entry.read(both));
      expect(res.statusCode, key).toBe(200);
      for (const mark of [...marks, 'Retorno ISOA']) expect(res.body, key).not.toContain(mark);
    }
  });

  it("answers B on every one of A's ids with 404 (403 for admin routes) and changes none of A's rows", async () => {
    const before = await snapshotUser(t.database.db, both.a.userId);
    expect(before.chats!.length).toBeGreaterThan(0);
    expect(before.messages!.length).toBeGreaterThan(1);
    let probes = 0;
    // B's own writes, even with names A uses, stay B's.
    for (const [key, entry] of Object.entries(ROUTES)) {
      if (entry.kind !== 'session' || !entry.act) continue;
      const res = await send(entry.act(both));
      expect(res.statusCode, `${key}: ${res.body}`).toBeLessThan(300);
    }
    for (const key of keys) {
      const entry = ROUTES[key]!;
      if (entry.kind !== 'foreign') continue;
      for (const probe of entry.attack(both)) {
        const res = await send(probe);
        probes++;
        expect(res.statusCode, `${key}: ${probe.method} ${probe.url} → ${res.body}`).toBe(
          entry.status,
        );
        if (entry.status !== 200) expect(res.json().success, key).toBe(false);
        // Nothing of A's comes back, not even in an error.
        expect(res.body, key).not.toContain('Retorno ISOA');
      }
    }
    await t.app.services.downloader.idle();
    await new Promise((r) => setTimeout(r, 300));
    expect(await snapshotUser(t.database.db, both.a.userId)).toEqual(before);
    expect(probes).toBeGreaterThan(35);
  });

  it("serves B on B's own ids with the same calls, so each 404 above is about the owner", async () => {
    for (const key of keys) {
      const entry = ROUTES[key]!;
      if (entry.kind !== 'foreign' || !entry.own) continue;
      const res = await send(entry.own(both));
      // Found and served, or refused by a rule of the product (a chat in Tarefa stays there):
      // never answered as a stranger's.
      expect([401, 403, 404], `${key}: ${res.body}`).not.toContain(res.statusCode);
      expect(res.statusCode, `${key}: ${res.body}`).toBeLessThan(500);
    }
  });
});
