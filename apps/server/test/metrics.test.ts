import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedInstance } from './helpers/seed-instance.ts';
import { openStream } from './helpers/sse-client.ts';
import { createTestApp, signUp, type TestApp } from './helpers/test-app.ts';

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
    const off = await createTestApp();
    try {
      expect((await off.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await off.close();
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
    expect(text).toMatch(/conecta_media_queue_depth 0/);
    expect(text).toMatch(/conecta_db_pool_connections\{state="total"\} \d+/);
    expect(text).toMatch(/process_cpu_seconds_total/);
    // Ids, secrets and tokens never become labels.
    for (const secret of [webhookSecret, user.id, user.token, '5511911112222']) {
      expect(text).not.toContain(secret);
    }
    await stream.close();
  });
});
