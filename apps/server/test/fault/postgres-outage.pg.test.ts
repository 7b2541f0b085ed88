import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { messages } from '../../src/db/schema.ts';
import { openStream } from '../helpers/sse-client.ts';
import {
  createFaultDatabase,
  type FaultDatabase,
  seedClinic,
  signIn,
} from './helpers/fault-database.ts';
import type { ServerProcess } from '../helpers/server-process.ts';
import { startServerBehindProxy } from './helpers/server-behind-proxy.ts';
import type { TcpProxy } from './helpers/tcp-proxy.ts';

/**
 * PostgreSQL goes away under load and comes back. Instead of restarting the PostgreSQL that
 * other test runs share, the server reaches it through a TCP proxy that the test cuts (every
 * connection reset, new ones refused: what a restart looks like from the client) and restores.
 * During the outage every request must fail fast with the pt-BR 503; afterwards the same process
 * must serve again, and live events (LISTEN) must flow to a stream opened before the outage.
 * PGlite lives inside the server process, so this file runs only on PostgreSQL.
 */
const OUTAGE_MS = 6000;
const WORKERS = 6;
const UNAVAILABLE = 'Serviço temporariamente indisponível. Tente novamente em instantes.';

interface Outcome {
  kind: 'webhook' | 'chats' | 'login';
  at: number;
  ms: number;
  status: number | 'network';
  message?: string;
  messageId?: string;
}

describe('PostgreSQL outage', () => {
  let fault: FaultDatabase;
  let proxy: TcpProxy;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    if (server?.child.exitCode === null) await server.kill9();
    await proxy?.close();
    await fault?.drop();
  });

  it('answers 503 in pt-BR at once while the database is away, and recovers without a restart', async () => {
    fault = await createFaultDatabase();
    const clinic = await seedClinic(fault);
    ({ proxy, server } = await startServerBehindProxy(fault));
    const base = server.url;
    const token = await signIn(base, clinic);
    const stream = await openStream(`${base}/api/notifications/stream?token=${token}`);
    await stream.waitFor((e) => e.event === 'connected');

    let n = 0;
    const webhook = (messageId: string) =>
      JSON.stringify({
        type: 'ReceivedCallback',
        messageId,
        phone: `5511982${String(n % 50).padStart(6, '0')}`,
        fromMe: false,
        momment: Date.now(),
        status: 'RECEIVED',
        chatName: 'Paciente',
        isGroup: false,
        text: { message: `Mensagem ${messageId}` },
      });
    const timed = async (
      kind: Outcome['kind'],
      run: () => Promise<Response>,
      messageId?: string,
    ): Promise<Outcome> => {
      const at = Date.now();
      const t0 = performance.now();
      try {
        const res = await run();
        const body = (await res.json()) as { message?: string };
        return {
          kind,
          at,
          ms: performance.now() - t0,
          status: res.status,
          message: body.message,
          messageId,
        };
      } catch {
        return { kind, at, ms: performance.now() - t0, status: 'network', messageId };
      }
    };
    const one = (): Promise<Outcome> => {
      const k = n++;
      if (k % 5 === 4)
        return timed('login', () =>
          fetch(`${base}/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: clinic.email, password: clinic.password }),
          }),
        );
      if (k % 2 === 1)
        return timed('chats', () =>
          fetch(`${base}/dashboard/zapi/chats`, { headers: { authorization: `Bearer ${token}` } }),
        );
      const messageId = `PGOUT${k.toString(16).padStart(6, '0')}`;
      return timed(
        'webhook',
        () =>
          fetch(`${base}/webhooks/zapi/${clinic.webhookSecret}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: webhook(messageId),
          }),
        messageId,
      );
    };

    // Load runs through the whole test: before, during and after the outage.
    const outcomes: Outcome[] = [];
    const run = { loading: true };
    const load = Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while (run.loading) outcomes.push(await one());
      }),
    );
    await new Promise((r) => setTimeout(r, 2000));
    const cutAt = Date.now();
    await proxy.cut();
    await new Promise((r) => setTimeout(r, OUTAGE_MS));
    const restoredAt = Date.now();
    await proxy.restore();

    // Recovered: the same process answers again.
    let recoveredAt = 0;
    while (Date.now() < restoredAt + 20_000) {
      const r = await one();
      outcomes.push(r);
      if (r.kind !== 'login' && r.status === 200) {
        recoveredAt = Date.now();
        break;
      }
      await new Promise((res) => setTimeout(res, 100));
    }
    // Not recovered: what each phase answered, and the server's last words, for the report.
    if (!recoveredAt) {
      const summary = new Map<string, number>();
      for (const o of outcomes) {
        const phase = o.at < cutAt ? 'antes' : o.at < restoredAt ? 'durante' : 'depois';
        const key = `${phase} ${o.kind} ${o.status} ${o.message ?? ''} ${o.ms > 2000 ? 'lento' : ''}`;
        summary.set(key, (summary.get(key) ?? 0) + 1);
      }
      console.info([...summary.entries()].join('\n'), server.output.join('').slice(-3000));
    }
    expect(recoveredAt, 'o servidor voltou a responder').toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 2000));
    run.loading = false;
    await load;

    // Live events flow again: the stream opened before the outage gets a message sent after it.
    const liveIds: string[] = [];
    let liveAfterMs = -1;
    const liveStart = Date.now();
    while (Date.now() < liveStart + 15_000 && liveAfterMs < 0) {
      const id = `PGLIVE${liveIds.length}`;
      liveIds.push(id);
      await fetch(`${base}/webhooks/zapi/${clinic.webhookSecret}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: webhook(id),
      });
      try {
        await stream.waitFor(
          (e) => e.event === 'new-message' && liveIds.includes(String(e.data.messageId)),
          1000,
        );
        liveAfterMs = Date.now() - restoredAt;
      } catch {
        // not yet: LISTEN may still be reconnecting
      }
    }
    await stream.close();
    expect(liveAfterMs, 'eventos ao vivo depois da volta do banco').toBeGreaterThanOrEqual(0);

    // During the outage (a request started after the cut and answered before the restore):
    // 503 with the pt-BR message, fast; never a 500 at any time.
    const during = outcomes.filter((o) => o.at >= cutAt + 50 && o.at + o.ms < restoredAt);
    expect(during.length).toBeGreaterThan(20);
    for (const o of during) {
      expect(o, JSON.stringify(o)).toMatchObject({ status: 503, message: UNAVAILABLE });
      expect(o.ms).toBeLessThan(2000);
    }
    expect(outcomes.filter((o) => o.status === 500 || o.status === 'network')).toEqual([]);

    expect((await server.stop()).code).toBe(0);
    server = undefined;

    // What was acknowledged is stored, outage or not.
    const acked = outcomes
      .filter((o) => o.kind === 'webhook' && o.status === 200)
      .map((o) => o.messageId!);
    const stored = await fault.use(async ({ db }) =>
      db
        .select({ messageId: messages.messageId })
        .from(messages)
        .where(inArray(messages.messageId, acked)),
    );
    expect(stored).toHaveLength(acked.length);

    const ms = during.map((o) => o.ms).sort((a, b) => a - b);
    console.info(
      JSON.stringify({
        fault: 'postgres-outage',
        outageMs: restoredAt - cutAt,
        requests: outcomes.length,
        duringOutage: during.length,
        unavailableMedianMs: Math.round(ms[Math.floor(ms.length / 2)]!),
        unavailableMaxMs: Math.round(ms[ms.length - 1]!),
        recoveredMsAfterRestore: recoveredAt - restoredAt,
        liveEventsMsAfterRestore: liveAfterMs,
        webhooksAcked: acked.length,
      }),
    );
  }, 120_000);
});
