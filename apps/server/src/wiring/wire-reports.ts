import type { FastifyInstance } from 'fastify';

import type { Db } from '../db/client.ts';
import type { AuthGuard } from '../http/authenticate.ts';
import type { Clock } from '../lib/clock.ts';
import {
  createReportCatchUp,
  createReportsService,
  reportRoutes,
} from '../modules/reports/index.ts';
import { createScheduler } from '../scheduler/scheduler.ts';

/**
 * 'Relatórios': the routes, and the catch-up of their derived tables. Each report catches up
 * first; the background keeps what a report finds small.
 */
export function wireReports(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    timeZoneOf: (userId: string) => Promise<string>;
    requireAuth: AuthGuard;
  },
) {
  const { db, clock } = deps;
  const catchUp = createReportCatchUp({ db, clock });
  reportRoutes(app, {
    reports: createReportsService({ db, clock, timeZoneOf: deps.timeZoneOf, catchUp }),
    requireAuth: deps.requireAuth,
  });
  // On a timer of its own, once a minute: a clinic's first pass after the upgrade reads all its
  // messages (minutes for a large one, bench/README.md), and the automatic sends on the
  // scheduler's one-second tick must not wait behind it.
  const jobs = createScheduler(
    [{ name: 'report-catch-up', runOnce: catchUp.runOnce }],
    app.log,
    60_000,
  );
  return { catchUp, jobs };
}
