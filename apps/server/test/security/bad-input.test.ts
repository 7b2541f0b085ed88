import { connect } from 'node:net';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signInAdmin } from '../helpers/admin-user.ts';
import { snapshotDatabase } from '../helpers/db-snapshot.ts';
import { kindsFor, makeRequest } from '../helpers/fuzz/make-request.ts';
import { createCoveringPrng } from '../helpers/fuzz/prng.ts';
import { listRoutes, routeKey } from '../helpers/list-routes.ts';
import { ptBrErrorProblem } from '../helpers/pt-br-error.ts';
import { seedInstance } from '../helpers/seed-instance.ts';
import { createTestApp, createTestClock, signUp, type TestApp } from '../helpers/test-app.ts';
import { endpointSpecs } from './bad-input-endpoints.ts';

/**
 * Malformed requests generated from the zod contract with a seeded PRNG: every kind of breakage
 * that applies to a route (body, JSON, content type, size, path, query, session) sent to every
 * route ROUNDS times, in a random order. None may answer 5xx or 2xx, each error must be the
 * contract's error body in pt-BR, and the database must be the same afterwards. Replay a
 * failure with FUZZ_SEED=<seed>; FUZZ_REQUESTS=<n> sends n requests instead.
 *
 * The PRNG deals each list like a deck (createCoveringPrng), so a list drawn from as often as
 * it has items has sent all of them. Six rounds (about 2,000 requests, a fifth of the 10,000
 * independent draws this sent before) send every route every kind of breakage, each of a
 * route's up to 5 query fields its odd value, and every odd string, broken JSON, wrong content
 * type, bad path segment, extra key, odd number and bad session header (each list is drawn
 * from at least one and a half times its length), which those draws only made likely.
 */
const ROUNDS = 6;
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

let t: TestApp;
let webhookSecret: string;
let specs: ReturnType<typeof endpointSpecs>;
let creds: { user: string; admin: string };

beforeAll(async () => {
  // A still clock: the run takes about a minute on a busy machine, and a real one would cross the
  // 60 s refresh of the session's 'last seen', which the database snapshot below would see.
  const clock = createTestClock();
  clock.hold();
  t = await createTestApp({}, { listen: true, clock });
  const user = await signUp(t);
  const admin = await signInAdmin(t);
  const instance = await seedInstance(t, user.id);
  creds = { user: user.token, admin: admin.token };
  webhookSecret = instance.webhookSecret;
  specs = endpointSpecs(webhookSecret);
});
afterAll(() => t?.close());

describe('bad input', () => {
  it('knows what every route takes', () => {
    const served = listRoutes(t.app).map(routeKey).sort();
    expect(
      served.filter((k) => !(k in specs)),
      'rotas sem entrada em bad-input-endpoints.ts',
    ).toEqual([]);
    expect(
      Object.keys(specs).filter((k) => !served.includes(k)),
      'entradas para rotas que não existem mais',
    ).toEqual([]);
  });

  it(`answers every kind of malformed request to every route, ${ROUNDS} times, with pt-BR 4xx errors and changes nothing`, async () => {
    console.log(`bad-input: semente ${SEED} (repita com FUZZ_SEED=${SEED})`);
    const prng = createCoveringPrng(SEED);
    const targets = Object.entries(specs).flatMap(([key, spec]) => {
      const [method, path] = key.split(' ') as [string, string];
      const kinds = kindsFor(method, spec);
      return kinds.length > 0 ? [{ key, method, path, spec, kinds }] : [];
    });
    const pairs = targets.flatMap((target) => target.kinds.map((kind) => ({ target, kind })));
    const total = Number(process.env.FUZZ_REQUESTS ?? ROUNDS * pairs.length);
    // Each route and kind ROUNDS times (and more when FUZZ_REQUESTS asks), shuffled.
    const plan = Array.from({ length: total }, (_, i) => pairs[i % pairs.length]!);
    for (let i = plan.length - 1; i > 0; i--) {
      const j = prng.int(i + 1);
      [plan[i], plan[j]] = [plan[j]!, plan[i]!];
    }
    const before = await snapshotDatabase(t.database.db);
    const failures: string[] = [];
    const byStatus = new Map<number, number>();
    const perRoute = new Map<string, number>();
    const perPair = new Set<string>();
    const messages = new Set<string>();
    const started = Date.now();

    for (const [i, { target, kind }] of plan.entries()) {
      perPair.add(`${target.key} ${kind}`);
      const req = makeRequest(prng, target.method, target.path, target.spec, kind, creds);
      const res = await t.app.inject(req.options);
      byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1);
      perRoute.set(target.key, (perRoute.get(target.key) ?? 0) + 1);
      const where = `#${i} ${target.key} [${req.what}] ${String(req.options.url).slice(0, 80)}`;
      if (res.statusCode < 400) {
        failures.push(`${where}: aceitou com ${res.statusCode}: ${res.body.slice(0, 120)}`);
        continue;
      }
      if (res.statusCode >= 500)
        failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      const problem = ptBrErrorProblem(res.headers['content-type'] as string | undefined, res.body);
      if (problem) failures.push(`${where}: ${res.statusCode} ${problem}`);
      else messages.add(`${res.statusCode} ${(res.json() as { message: string }).message}`);
    }

    const ms = Date.now() - started;
    console.log(
      `bad-input: ${total} pedidos em ${ms} ms em ${perRoute.size} rotas; status: ${JSON.stringify(Object.fromEntries([...byStatus].sort()))}`,
    );
    console.log(`bad-input: mensagens distintas:\n  ${[...messages].sort().join('\n  ')}`);
    expect(failures.slice(0, 25), `semente ${SEED}, ${failures.length} falhas`).toEqual([]);
    if (total >= pairs.length) {
      expect(perRoute.size).toBe(targets.length);
      expect(perPair.size).toBe(pairs.length);
    }
    expect(await snapshotDatabase(t.database.db)).toEqual(before);
  }, 240_000);

  // The provider's callbacks have no contract of ours: what they carry is stored, so a NUL there
  // is dropped rather than refused (the message is real), and never a 500.
  it('stores a provider callback holding NUL characters without them', async () => {
    const hook = (body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/webhooks/zapi/${webhookSecret}`,
        payload: body as object,
      });
    const res = await hook({
      type: 'ReceivedCallback',
      messageId: 'NUL\u0000MSG',
      phone: '5511933330000',
      fromMe: false,
      momment: Date.now(),
      chatName: 'Paci\u0000ente',
      text: { message: 'Olá\u0000 mundo' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const status = await hook({
      type: 'MessageStatusCallback',
      status: 'READ',
      ids: ['NUL\u0000MSG'],
    });
    expect(status.statusCode, status.body).toBe(200);
    const rows = (await t.database.db.execute(
      sql`select message_id, content from messages where message_id like 'NUL%'`,
    )) as unknown as { rows: Array<{ message_id: string; content: string }> };
    expect(rows.rows).toEqual([{ message_id: 'NULMSG', content: 'Olá mundo' }]);
  });

  // What Node's HTTP parser refuses never reaches Fastify's routing: checked over a real socket.
  it.each([
    ['a request line that is not HTTP', 'LIXO\r\n\r\n', 400],
    ['a header without a colon', 'GET / HTTP/1.1\r\nHost: x\r\nsem-dois-pontos\r\n\r\n', 400],
    ['headers over 16 KB', `GET / HTTP/1.1\r\nHost: x\r\nX-A: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
  ])('answers %s in pt-BR', async (_name, raw, status) => {
    const port = Number(new URL(t.publicUrl).port);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(raw));
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    const [head, body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
    expect(ptBrErrorProblem(/content-type: ([^\r\n]+)/i.exec(head!)?.[1], body)).toBeNull();
  });
});
