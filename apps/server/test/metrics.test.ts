import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedInstance } from './helpers/seed-instance.ts';
import { openStream } from './helpers/sse-client.ts';
import { createSecondApp, createTestApp, signUp, type TestApp } from './helpers/test-app.ts';

/** Prometheus metrics: off unless METRICS_TOKEN is set, then only for that bearer token. */
const TOKEN = 'metricas-do-operador-123';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN }, { listen: true });
});
afterAll(() => t.close());

const scrape = (authorization?: string) =>
  t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /metrics', () => {
  it('does not exist when METRICS_TOKEN is not set', async () => {
    // Another app on this file's database, without the token: a database of its own adds nothing.
    const off = await createSecondApp(t);
    try {
      expect((await off.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it("keeps each app's own counts when two apps with metrics run in one process", async () => {
    const second = await createSecondApp(t, { env: { METRICS_TOKEN: TOKEN } });
    try {
      await second.app.inject({ url: '/api/public-config' });
      const text = (
        await second.app.inject({
          url: '/metrics',
          headers: { authorization: `Bearer ${TOKEN}` },
        })
      ).body;
      expect(text).toMatch(
        /http_request_duration_seconds_count\{[^}]*route="\/api\/public-config"[^}]*\} 1\n/,
      );
      expect(text).toContain('conecta_event_streams_open 0');
    } finally {
      await second.close();
    }
  });

  it('answers only to the configured bearer token', async () => {
    expect((await scrape()).statusCode).toBe(401);
    const wrong = await scrape('Bearer outro-token-qualquer-1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(
      'Informe o token das métricas (METRICS_TOKEN) no cabeçalho Authorization.',
    );
    const ok = await scrape(`Bearer ${TOKEN}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/plain');
    expect(ok.headers['cache-control']).toBe('no-store');
    // The scheme is case-insensitive (RFC 7235); the token is not, and nothing else is taken.
    expect((await scrape(`bearer ${TOKEN}`)).statusCode).toBe(200);
    expect((await scrape(`BEARER ${TOKEN}`)).statusCode).toBe(200);
    expect((await scrape(`Bearer ${TOKEN.toUpperCase()}`)).statusCode).toBe(401);
    expect((await scrape(`Basic ${TOKEN}`)).statusCode).toBe(401);
    expect((await scrape(`Bearer${TOKEN}`)).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
  });

  it('counts requests by route pattern, webhooks, streams and scheduled messages, naming no one', async () => {
    const user = await signUp(t);
    const { webhookSecret } = await seedInstance(t, user.id);
    const stream = await openStream(`${t.publicUrl}/api/notifications/stream?token=${user.token}`);
    await stream.waitFor((e) => e.event === 'connected');
    const webhook = await fetch(`${t.publicUrl}/webhooks/zapi/${webhookSecret}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'ReceivedCallback',
        messageId: 'METRICS1',
        phone: '5511911112222',
        fromMe: false,
        momment: t.clock.now().getTime(),
        text: { message: 'Olá' },
      }),
    });
    expect(webhook.status).toBe(200);
    await t.app.inject({
      url: '/dashboard/messages/5511911112222',
      headers: { authorization: `Bearer ${user.token}` },
    });

    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/dashboard\/messages\/:chatId",status_code="200"\} 1/,
    );
    expect(text).toMatch(/conecta_webhooks_total\{status_code="200"\} 1/);
    expect(text).toMatch(/conecta_webhook_ingest_seconds_count 1/);
    expect(text).toMatch(/conecta_event_streams_open 1/);
    expect(text).toMatch(/conecta_scheduled_messages\{state="due"\} 0/);
    expect(text).toMatch(/conecta_scheduled_messages\{state="sent_24h"\} 0/);
    expect(text).toMatch(/conecta_media_queue_depth 0/);
    expect(text).toMatch(/conecta_db_pool_connections\{state="total"\} \d+/);
    expect(text).toMatch(/process_cpu_seconds_total/);
    // Ids, secrets and tokens never become labels.
    for (const secret of [webhookSecret, user.id, user.token, '5511911112222']) {
      expect(text).not.toContain(secret);
    }
    await stream.close();
  });

  it('answers in time while the database does not, with the last values read', async () => {
    const authorized = `Bearer ${TOKEN}`;
    expect((await scrape(authorized)).body).toMatch(/conecta_media_queue_depth 0\n/);
    // A transaction holds both tables the gauges count (PostgreSQL: their reads queue behind
    // its lock; PGlite: behind its one connection), as a database that stops answering would.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table tasks, media_downloads in access exclusive mode`);
      locked();
      await released;
    });
    await isLocked;
    // Let go after 5 s whatever happens, so a scrape that waits for the database ends.
    const letGo = setTimeout(release, 5000);
    try {
      const started = performance.now();
      const res = await scrape(authorized);
      const ms = performance.now() - started;
      expect(res.statusCode).toBe(200);
      expect(ms).toBeLessThan(4000);
      expect(res.body).toMatch(/conecta_db_pool_connections\{state="total"\} \d+/);
      expect(res.body).toMatch(/conecta_media_queue_depth 0\n/);
      expect(res.body).toMatch(/conecta_scheduled_messages\{state="due"\} 0\n/);
      // Two gauges without an answer: one line in the log.
      expect(t.logs.filter((l) => l.includes('métrica do banco sem leitura'))).toHaveLength(1);
    } finally {
      clearTimeout(letGo);
      release();
      await holding;
    }
  });

  it('still answers, with the pool and process metrics, while its database is down', async () => {
    const own = await createTestApp({ METRICS_TOKEN: TOKEN });
    const ownScrape = () =>
      own.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    let bringBack = () => own.close();
    try {
      expect((await ownScrape()).body).toMatch(/conecta_scheduled_messages\{state="due"\} 0\n/);
      bringBack = await takeDown(own);
      for (let scrapes = 0; scrapes < 3; scrapes++) {
        const res = await ownScrape();
        expect(res.statusCode, res.body).toBe(200);
        expect(res.body).toMatch(/conecta_db_pool_connections\{state="total"\} \d+/);
        expect(res.body).toMatch(/process_cpu_seconds_total/);
        expect(res.body).toMatch(/conecta_event_streams_open 0\n/);
        expect(res.body).toMatch(/conecta_scheduled_messages\{state="due"\} 0\n/);
      }
      // At most a line a minute, however often Prometheus scrapes.
      const warnings = own.logs.filter((l) => l.includes('métrica do banco sem leitura'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('"level":40');
    } finally {
      await bringBack();
    }
  });
});

/**
 * The app's database goes away: PGlite closed; PostgreSQL refusing new connections, its open ones
 * ended (as in a failover). Answers how to bring it back and close the app.
 */
async function takeDown(own: TestApp): Promise<() => Promise<void>> {
  if (!own.databaseUrl) {
    await own.database.close();
    return async () => {
      await own.app.close();
      await own.smtp.close();
    };
  }
  const name = new URL(own.databaseUrl).pathname.slice(1);
  const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`alter database ${name} allow_connections false`);
  await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [name],
  );
  return async () => {
    await admin.query(`alter database ${name} allow_connections true`);
    await admin.end();
    await own.close();
  };
}
