import { createHash, timingSafeEqual } from 'node:crypto';

import { type ErrorBody, MSG, zErrorBody } from '@conecta/contract';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { z } from 'zod';

import type { Database } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { describeError } from '../lib/describe-error.ts';
import { within } from '../lib/within.ts';
import { tasksRepo } from '../modules/tasks/index.ts';
import { describedOnly } from './route-schemas.ts';

/** The webhook route: its ingest is counted apart (the path's secret never becomes a label). */
const WEBHOOK_ROUTE = '/webhooks/zapi/:secret';
/**
 * How long a scrape waits for a gauge read from the database. prom-client awaits every collector,
 * so a database that hangs would hold the whole scrape (Prometheus gives up at 10 s), and the
 * pool and process metrics would be lost exactly when they are needed.
 */
const DATABASE_GAUGE_TIMEOUT_MS = 2000;
/** A database outage is said in the log once a minute, not once per scrape and gauge. */
const DATABASE_GAUGE_WARN_EVERY_MS = 60_000;

/** The token's digest: the comparison takes the same time whatever the length of what came. */
const digest = (value: string) => createHash('sha256').update(value).digest();

/** The credentials of `Authorization: Bearer <token>`; the scheme in any case (RFC 7235). */
function bearerCredentials(header: string | undefined): string | undefined {
  const [scheme, ...rest] = (header ?? '').trim().split(' ');
  if (scheme?.toLowerCase() !== 'bearer') return undefined;
  return rest.join(' ').trim();
}

export interface MetricsSources {
  database: Database;
  clock: Clock;
  /** Event streams open on this process. */
  openStreams: () => number;
  /** Media downloads under way or waiting on this process. */
  mediaQueueDepth: () => Promise<number>;
}

/**
 * Prometheus metrics at `GET /metrics`, only when METRICS_TOKEN is set and then only for that
 * bearer token. Labels are bounded: the route pattern (never the URL, which carries ids and the
 * webhook secret), the method and the status; no account, user or chat is ever a label. Each app
 * has its own registry, so several apps in one process (tests) do not mix their counts; every
 * metric names its registers, as prom-client otherwise also adds it to its global registry, where
 * a second app's metric of the same name is refused.
 */
export function registerMetrics(app: FastifyInstance, token: string, sources: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  let lastWarning = Number.NEGATIVE_INFINITY;
  /**
   * A gauge's value read from the database, or undefined when the database fails or does not
   * answer in time: the gauge then keeps the last value it had, and the rest of the scrape
   * answers. One read at a time per gauge: while one hangs, the next scrapes wait on it instead
   * of piling more queries onto a database in trouble.
   */
  const fromDatabase = <T>(metric: string, read: () => Promise<T>) => {
    let pending: Promise<T> | undefined;
    return async (): Promise<T | undefined> => {
      pending ??= read().finally(() => {
        pending = undefined;
      });
      try {
        return await within(
          pending,
          DATABASE_GAUGE_TIMEOUT_MS,
          `sem resposta em ${DATABASE_GAUGE_TIMEOUT_MS} ms`,
        );
      } catch (err) {
        // performance.now(): the process's own time, whatever clock the app reads.
        const now = performance.now();
        if (now - lastWarning >= DATABASE_GAUGE_WARN_EVERY_MS) {
          lastWarning = now;
          app.log.warn(
            { metric, err: describeError(err) },
            'métrica do banco sem leitura; /metrics mostra o último valor lido',
          );
        }
        return undefined;
      }
    };
  };
  const mediaQueueDepth = fromDatabase('conecta_media_queue_depth', sources.mediaQueueDepth);
  const scheduledMessages = fromDatabase('conecta_scheduled_messages', () =>
    tasksRepo.countByState(sources.database.db, sources.clock()),
  );

  const http = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Tempo das respostas HTTP, por rota, método e status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const webhooks = new Counter({
    name: 'conecta_webhooks_total',
    help: 'Webhooks do provedor recebidos, por status da resposta',
    labelNames: ['status_code'] as const,
    registers: [registry],
  });
  const webhookSeconds = new Histogram({
    name: 'conecta_webhook_ingest_seconds',
    help: 'Tempo para guardar um webhook do provedor e responder',
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  registry.registerMetric(
    new Gauge({
      name: 'conecta_event_streams_open',
      help: 'Fluxos de eventos ao vivo abertos neste processo',
      collect() {
        this.set(sources.openStreams());
      },
      registers: [],
    }),
  );
  registry.registerMetric(
    new Gauge({
      name: 'conecta_media_queue_depth',
      help: 'Downloads de mídia na fila (todos os processos) ou em andamento',
      async collect() {
        const depth = await mediaQueueDepth();
        if (depth !== undefined) this.set(depth);
      },
      registers: [],
    }),
  );
  registry.registerMetric(
    new Gauge({
      name: 'conecta_scheduled_messages',
      help:
        'Mensagens agendadas de todas as contas, por estado (due: vencidas e à espera; sending: ' +
        'em envio; retrying: à espera de nova tentativa; failed: desistidas; sent_24h: enviadas ' +
        'nas últimas 24 h)',
      labelNames: ['state'] as const,
      async collect() {
        const counts = await scheduledMessages();
        if (counts) for (const [state, n] of Object.entries(counts)) this.set({ state }, n);
      },
      registers: [],
    }),
  );
  registry.registerMetric(
    new Gauge({
      name: 'conecta_db_pool_connections',
      help: 'Conexões do pool do PostgreSQL, por estado',
      labelNames: ['state'] as const,
      collect() {
        const { total, idle, waiting } = sources.database.poolStats();
        this.set({ state: 'total' }, total);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'in_use' }, total - idle);
        this.set({ state: 'waiting' }, waiting);
      },
      registers: [],
    }),
  );

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'desconhecida';
    if (route === '/metrics') return;
    const seconds = reply.elapsedTime / 1000;
    const status = String(reply.statusCode);
    http.observe({ method: request.method, route, status_code: status }, seconds);
    if (route === WEBHOOK_ROUTE) {
      webhooks.inc({ status_code: status });
      webhookSeconds.observe(seconds);
    }
  });

  const expected = digest(token);
  app.get(
    '/metrics',
    {
      logLevel: 'warn',
      ...describedOnly,
      schema: {
        tags: ['Operação'],
        summary: 'Métricas no formato do Prometheus (Authorization: Bearer METRICS_TOKEN)',
        response: {
          200: {
            description: 'Texto do Prometheus',
            content: { 'text/plain': { schema: z.string() } },
          },
          401: zErrorBody,
        },
      },
    },
    async (request, reply) => {
      const given = bearerCredentials(request.headers.authorization);
      if (given === undefined || !timingSafeEqual(digest(given), expected)) {
        return reply.status(401).send({
          success: false,
          message: MSG.common.metricsToken,
          code: 'UNAUTHORIZED',
        } satisfies ErrorBody);
      }
      reply.header('Cache-Control', 'no-store').type(registry.contentType);
      return registry.metrics();
    },
  );
}
