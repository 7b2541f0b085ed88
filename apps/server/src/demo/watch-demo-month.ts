import type { FastifyBaseLogger } from 'fastify';
import { inArray } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import { describeError } from '../lib/describe-error.ts';
import { demoClinicsReady, seedDemoMonth } from './seed-demo-month.ts';

const POLL_MS = 3_000;

/**
 * Demo mode: once a demo clinic's chat list has synced (after its QR is scanned), its month of
 * practice is written (seed-demo-month.ts), so 'Relatórios' and 'Consultas' have a believable
 * month to show. Polls, because the sync finishes on its own time; each clinic once.
 */
export function watchDemoMonth(deps: {
  db: Db;
  clock: Clock;
  emails: string[];
  log: FastifyBaseLogger;
}): () => void {
  const { db, clock, log } = deps;
  const settled = new Set<string>();
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      const ids = (
        await db.select({ id: users.id }).from(users).where(inArray(users.email, deps.emails))
      ).map((u) => u.id);
      for (const c of await demoClinicsReady(db, ids)) {
        if (settled.has(c.clinicId)) continue;
        const wrote = await seedDemoMonth(db, { ...c, now: clock() });
        settled.add(c.clinicId);
        if (wrote) log.info({ clinicId: c.clinicId }, 'demonstração: mês de atendimento criado');
      }
    } catch (err) {
      log.warn({ err: describeError(err) }, 'demonstração: mês de atendimento não criado');
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), POLL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
