import { readFileSync } from 'node:fs';
import path from 'node:path';

import { zErrorBody } from '@conecta/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { type Db, migrationsFolder } from '../db/client.ts';
import { countAppliedMigrations } from '../db/count-applied-migrations.ts';

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
 * the database answers and has every migration of this build; 503 otherwise, and while the
 * process drains on SIGTERM (the closing gate answers 503 to every request then).
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
        // While the process drains, the closing gate answers this 503 with the error body.
        response: { 200: zReady, 503: z.union([zNotReady, zErrorBody]) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      let timer: NodeJS.Timeout | undefined;
      try {
        const applied = await Promise.race([
          countAppliedMigrations(deps.db),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error('tempo esgotado')), READY_TIMEOUT_MS);
          }),
        ]);
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
      } finally {
        clearTimeout(timer);
      }
    },
  );
}
