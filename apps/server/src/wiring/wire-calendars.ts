import type { FastifyInstance } from 'fastify';

import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { AuthGuard } from '../http/authenticate.ts';
import type { Clock } from '../lib/clock.ts';
import { createSecretBox } from '../lib/secret-box.ts';
import {
  type AppointmentsService,
  createExternalAppointments,
} from '../modules/appointments/index.ts';
import {
  calendarRoutes,
  createCalendarImport,
  createCalendarsService,
} from '../modules/calendar-sync/index.ts';

/**
 * Calendar sync (issue 49): the settings and the feed's routes, and the import the registry's
 * 'calendar-import' loop runs. Imported events become appointments through the public API's
 * upsert by external id, so they take the same rules, reminders and waiting list.
 */
export function wireCalendars(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Db;
    clock: Clock;
    requireAuth: AuthGuard;
    timeZoneOf: (userId: string) => Promise<string>;
    appointments: AppointmentsService;
  },
) {
  const { config, db, clock, timeZoneOf } = deps;
  // Feed tokens and import addresses are secrets: sealed at rest with their own derived key.
  const box = createSecretBox(config.jwtSecret, 'calendar-links');
  const external = createExternalAppointments({ db, appointments: deps.appointments, timeZoneOf });
  const calendars = createCalendarsService({
    db,
    clock,
    box,
    publicUrl: config.publicUrl,
    appointments: deps.appointments,
    external,
    timeZoneOf,
  });
  calendarRoutes(app, { calendars, requireAuth: deps.requireAuth });
  return createCalendarImport({
    db,
    clock,
    box,
    external,
    timeZoneOf,
    log: app.log,
    options: config.calendarImport,
  });
}
