import { timingSafeEqual } from 'node:crypto';

import { type ErrorBody, MSG, zErrorBody } from '@conecta/contract';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { z } from 'zod';

import type { Database } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { tasksRepo } from '../modules/tasks/tasks-repo.ts';
import { describedOnly } from './route-schemas.ts';

/** The webhook route: its ingest is counted apart (the path's secret never becomes a label). */
const WEBHOOK_ROUTE = '/webhooks/zapi/:secret';

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
 * has its own registry, so several apps in one process (tests) do not mix their counts.
 */
export function registerMetrics(app: FastifyInstance, token: string, sources: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

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
    }),
  );
  registry.registerMetric(
    new Gauge({
      name: 'conecta_media_queue_depth',
      help: 'Downloads de mídia na fila (todos os processos) ou em andamento',
      async collect() {
        this.set(await sources.mediaQueueDepth());
      },
    }),
  );
  registry.registerMetric(
    new Gauge({
      name: 'conecta_scheduled_messages',
      help: 'Mensagens agendadas de todas as contas, por estado (due: vencidas e à espera)',
      labelNames: ['state'] as const,
      async collect() {
        const counts = await tasksRepo.countByState(sources.database.db, sources.clock());
        for (const [state, n] of Object.entries(counts)) this.set({ state }, n);
      },
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

  const expected = Buffer.from(`Bearer ${token}`);
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
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
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
