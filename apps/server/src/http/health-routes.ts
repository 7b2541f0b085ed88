import { readFileSync } from 'node:fs';
import path from 'node:path';

import { zErrorBody } from '@conecta/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { type Db, migrationsFolder } from '../db/client.ts';
import { countAppliedMigrations } from '../db/count-applied-migrations.ts';
import { within } from '../lib/within.ts';
import { serviceUnavailable } from './closing-gate.ts';

/** How many migrations this build ships: the journal drizzle's migrator reads. */
function shippedMigrations(): number {
  const journal = path.join(migrationsFolder, 'meta', '_journal.json');
  return (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;
}

const tags = ['Operação'];
const zLive = z.object({ status: z.literal('ok') });
const zReady = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  migrations: z.literal('ok'),
});
const zNotReady = z.object({
  status: z.literal('unavailable'),
  database: z.string(),
  migrations: z.string().optional(),
});

/** A readiness check must answer before a balancer gives up on it. */
const READY_TIMEOUT_MS = 2000;

/**
 * For a load balancer or an orchestrator. `/healthz`: the process answers (no database call, so a
 * database outage does not get processes restarted). `/readyz`: this process should get traffic:
 * the database answers and has every migration of this build; 503 otherwise, and from the moment
 * SIGTERM arrives: during the drain (SHUTDOWN_DRAIN_MS) this route alone says 503, on a listener
 * still open, so the balancer learns it before connections are refused; then the closing gate
 * answers 503 to every request.
 */
export function healthRoutes(app: FastifyInstance, deps: { db: Db }) {
  const expected = shippedMigrations();
  // Polled every few seconds: only failures are worth a log line.
  const quiet = { logLevel: 'warn' as const };
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/healthz',
    {
      ...quiet,
      schema: { tags, summary: 'O processo responde', response: { 200: zLive } },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  api.get(
    '/readyz',
    {
      ...quiet,
      schema: {
        tags,
        summary: 'O processo deve receber tráfego (banco e migrações)',
        // While the process drains and closes, this 503 is the error body.
        response: { 200: zReady, 503: z.union([zNotReady, zErrorBody]) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (app.shuttingDown()) return reply.status(503).send(serviceUnavailable());
      try {
        const applied = await within(
          countAppliedMigrations(deps.db),
          READY_TIMEOUT_MS,
          'tempo esgotado',
        );
        if (applied < expected) {
          return reply.status(503).send({
            status: 'unavailable' as const,
            database: 'ok',
            migrations: `${applied} de ${expected} aplicadas`,
          });
        }
        return { status: 'ok' as const, database: 'ok' as const, migrations: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const, database: 'sem resposta' });
      }
    },
  );
}
