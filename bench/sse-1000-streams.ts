/**
 * 1,000 live-notification streams on one server process: the server's memory per open stream
 * and the time one new message takes to reach all of them.
 * Run: npx tsx bench/sse-1000-streams.ts   (BENCH_STREAMS, BENCH_EVENTS; BENCH_DATABASE_URL for
 * PostgreSQL)
 *
 * The server is the real `main.ts` in its own process, so its memory is read from outside
 * (/proc/<pid>/status) and is not mixed with the 1,000 clients, which run here. Each event is a
 * patient's message injected into the Z-API simulator: simulator -> webhook -> store -> NOTIFY
 * -> every stream of the account. The clock starts at the injection and stops when the last of
 * the streams has read the event, so it is an upper bound that includes this process reading
 * 1,000 sockets on the same two cores.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';

import { createSimulator } from '@conecta/zapi-simulator';
import { Client } from 'pg';

import { startServerProcess } from '../apps/server/test/helpers/server-process.ts';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 60);
const ADMIN = { email: 'bench@sse.test', password: 'senha-do-benchmark' };
const INSTANCE = 'BENCHSSE';
const PATIENT = '5511944440000';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resident memory of a process, from the kernel (kB in /proc, answered in bytes). */
function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) * 1024;
}

async function scratchDatabase(): Promise<{ url?: string; drop(): Promise<void> }> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) return { drop: async () => {} };
  const name = `cc_bench_${randomBytes(4).toString('hex')}`;
  const run = async (q: string) => {
    const c = new Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(q);
    await c.end();
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

async function call(base: string, method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

interface RawStream {
  /** When (performance.now()) this stream read the message `bench-sse-<n>`. */
  seen: Map<number, number>;
  connected: Promise<void>;
  close(): void;
}

/** A bare SSE reader on its own socket: it only looks for the markers, to stay cheap. */
function openRawStream(url: string): RawStream {
  const seen = new Map<number, number>();
  let buffer = '';
  let req: http.ClientRequest | undefined;
  const connected = new Promise<void>((resolve, reject) => {
    req = http.get(url, { agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream ${res.statusCode}`));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        const now = performance.now();
        buffer += chunk;
        const cut = buffer.lastIndexOf('\n\n');
        if (cut < 0) return;
        const complete = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        if (complete.includes('event: connected')) resolve();
        for (const m of complete.matchAll(/bench-sse-(\d+)"/g)) {
          const n = Number(m[1]);
          if (!seen.has(n)) seen.set(n, now);
        }
      });
      res.on('error', () => {});
    });
    req.on('error', reject);
  });
  return { seen, connected, close: () => req?.destroy() };
}

const sim = createSimulator({ scanDelayMs: null, chatCount: 3, autoCreateInstances: true });
const { url: simUrl } = await sim.listen(0, '127.0.0.1');
const db = await scratchDatabase();
const server = await startServerProcess({
  PROVIDER: 'zapi',
  ZAPI_BASE_URL: simUrl,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  ...(db.url ? { DATABASE_URL: db.url } : {}),
});
const base = server.url;
const control = async (path: string, body: unknown) => {
  const res = await fetch(`${simUrl}/_sim${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`simulador ${path}: ${res.status} ${await res.text()}`);
};

try {
  // One account, linked to the simulator; every stream below is one of its tabs.
  const login = await call(base, 'POST', '/auth/login', undefined, ADMIN);
  const token = login.token as string;
  await call(base, 'POST', '/api/dev/webinstances', token, {
    userId: login.id,
    suaInstancia: INSTANCE,
    seuToken: 'BENCHTOKEN',
    connectedPhone: '5511999990000',
  });
  await call(base, 'GET', '/dashboard/zapi/qr-code', token);
  await control(`/instances/${INSTANCE}/scan`, {});
  while (!(await call(base, 'GET', '/dashboard/zapi/status', token)).connected) await sleep(100);
  const streamUrl = `${base}/api/notifications/stream?token=${token}`;
  let sequence = 0;
  const inject = (n: number) =>
    control(`/instances/${INSTANCE}/inbound`, {
      phone: PATIENT,
      name: 'Paciente do Benchmark',
      message: `bench-sse-${n}`,
    });

  // Warm-up: the first streams and events load code paths the measurement should not count.
  const warm = Array.from({ length: 20 }, () => openRawStream(streamUrl));
  await Promise.all(warm.map((s) => s.connected));
  for (let i = 0; i < 5; i++) {
    const n = sequence++;
    await inject(n);
    while (!warm.every((s) => s.seen.has(n))) await sleep(5);
  }
  warm.forEach((s) => s.close());
  await sleep(2000);
  const rssBefore = rssOf(server.pid);

  const openStarted = performance.now();
  const streams: RawStream[] = [];
  for (let i = 0; i < STREAMS; i += 50) {
    const batch = Array.from({ length: Math.min(50, STREAMS - i) }, () => openRawStream(streamUrl));
    streams.push(...batch);
    await Promise.all(batch.map((s) => s.connected));
  }
  const openMs = performance.now() - openStarted;
  await sleep(2000);
  const rssOpen = rssOf(server.pid);

  const reachAll: number[] = [];
  const deliveries: number[] = [];
  // First stream to last: the fan-out alone, without the webhook and the database before it.
  const spreads: number[] = [];
  for (let e = 0; e < EVENTS; e++) {
    const n = sequence++;
    const started = performance.now();
    await inject(n);
    const deadline = started + 10_000;
    while (!streams.every((s) => s.seen.has(n))) {
      if (performance.now() > deadline) throw new Error(`evento ${n} não chegou a todos em 10 s`);
      await sleep(2);
    }
    const times = streams.map((s) => s.seen.get(n)! - started);
    deliveries.push(...times);
    reachAll.push(Math.max(...times));
    spreads.push(Math.max(...times) - Math.min(...times));
    await sleep(150);
  }
  const rssAfterEvents = rssOf(server.pid);
  streams.forEach((s) => s.close());
  await sleep(2000);
  const rssClosed = rssOf(server.pid);

  reachAll.sort((a, b) => a - b);
  deliveries.sort((a, b) => a - b);
  spreads.sort((a, b) => a - b);
  const kb = (bytes: number) => Math.round(bytes / 1024);
  console.log(
    JSON.stringify({
      bench: 'sse-1000-streams',
      db: db.url ? 'PostgreSQL 15' : 'PGlite',
      streams: STREAMS,
      events: EVENTS,
      openAllMs: Math.round(openMs),
      rssBeforeMB: +(rssBefore / 2 ** 20).toFixed(1),
      rssOpenMB: +(rssOpen / 2 ** 20).toFixed(1),
      rssAfterEventsMB: +(rssAfterEvents / 2 ** 20).toFixed(1),
      rssClosedMB: +(rssClosed / 2 ** 20).toFixed(1),
      perStreamKB: kb((rssOpen - rssBefore) / STREAMS),
      perStreamAfterEventsKB: kb((rssAfterEvents - rssBefore) / STREAMS),
      reachAllMedianMs: +percentile(reachAll, 50).toFixed(1),
      reachAllP99Ms: +percentile(reachAll, 99).toFixed(1),
      reachAllMaxMs: +reachAll[reachAll.length - 1]!.toFixed(1),
      fanOutMedianMs: +percentile(spreads, 50).toFixed(1),
      fanOutP99Ms: +percentile(spreads, 99).toFixed(1),
      deliveryP50Ms: +percentile(deliveries, 50).toFixed(1),
      deliveryP99Ms: +percentile(deliveries, 99).toFixed(1),
    }),
  );
} finally {
  await server.stop();
  await sim.close();
  await db.drop();
}
