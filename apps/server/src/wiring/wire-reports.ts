import type { FastifyInstance } from 'fastify';

import type { Db } from '../db/client.ts';
import type { AuthGuard } from '../http/authenticate.ts';
import type { Clock } from '../lib/clock.ts';
import {
  createReportCatchUp,
  createReportsService,
  reportRoutes,
} from '../modules/reports/index.ts';

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
  const reports = createReportsService({ db, clock, timeZoneOf: deps.timeZoneOf, catchUp });
  reportRoutes(app, { reports, requireAuth: deps.requireAuth });
  // Its background pass: wiring/background-loops.ts (a timer of its own, once a minute).
  return { catchUp, reports };
}
