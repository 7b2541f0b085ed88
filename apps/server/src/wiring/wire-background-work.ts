import type { SendPacing } from '@conecta/contract';
import type { FastifyInstance } from 'fastify';

import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Publish } from '../events/event-bus.ts';
import type { AuthGuard } from '../http/authenticate.ts';
import type { Clock } from '../lib/clock.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { AppointmentsService } from '../modules/appointments/index.ts';
import { connectionEventsRepo } from '../modules/connection/index.ts';
import { createTwinMergeRunner } from '../modules/conversations/index.ts';
import type { InstanceAccess } from '../modules/instances/index.ts';
import { notesRepo } from '../modules/notes/index.ts';
import type { TasksService } from '../modules/tasks/index.ts';
import type { MessagingProvider } from '../providers/messaging-provider.ts';
import { createScheduler } from '../scheduler/scheduler.ts';
import { type BackgroundPasses, backgroundLoops } from './background-loops.ts';
import { createAutomaticSenders } from './create-automatic-senders.ts';
import { wireCalendars } from './wire-calendars.ts';
import { wireWebhookEndpoints } from './wire-webhook-endpoints.ts';

/**
 * The server's background work, assembled: the automatic senders, the calendar import and the
 * outbound webhooks' sender (with their settings routes), the ninth-digit twins' merge, and the
 * scheduler that runs every loop of the registry (background-loops.ts). The other services'
 * passes come in `passes`; `main.ts` starts the scheduler, and app.ts's close stops it.
 */
export function wireBackgroundWork(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Db;
    clock: Clock;
    mailer: Mailer;
    requireAuth: AuthGuard;
    provider: MessagingProvider;
    access: InstanceAccess;
    publish: Publish;
    timeZoneOf: (userId: string) => Promise<string>;
    tasks: TasksService;
    appointments: AppointmentsService;
    pacing: SendPacing;
    /** A refusal that revealed the number's disconnection, recorded as any news of it. */
    sendRevealedDisconnection: (clinicId: string, instanceId: string | null) => Promise<void>;
    /** The passes other services own; the senders, calendars, webhooks and twins are built here. */
    passes: Omit<
      BackgroundPasses,
      | 'tasks'
      | 'routines'
      | 'reminders'
      | 'slotOffers'
      | 'satisfactionSurveys'
      | 'calendarImport'
      | 'webhookDeliveries'
      | 'ninthDigitTwins'
    >;
  },
) {
  const { config, db, clock } = deps;
  const senders = createAutomaticSenders({
    db,
    clock,
    provider: deps.provider,
    access: deps.access,
    tasks: deps.tasks,
    publish: deps.publish,
    sendsPerMinute: config.automaticSendsPerMinute,
    pacing: deps.pacing,
    // A send held because the number is down is counted for the board; a refusal that revealed
    // the disconnection records it as any other news of the connection.
    onHeld: async ({ clinicId, instanceId, itemKey, revealed, now }) => {
      if (revealed) await deps.sendRevealedDisconnection(clinicId, instanceId);
      await connectionEventsRepo.hold(db, { clinicId, instanceId }, itemKey, now);
    },
  });
  const calendarImport = wireCalendars(app, {
    config,
    db,
    clock,
    requireAuth: deps.requireAuth,
    timeZoneOf: deps.timeZoneOf,
    appointments: deps.appointments,
  });
  const webhookSender = wireWebhookEndpoints(app, {
    config,
    db,
    clock,
    mailer: deps.mailer,
    requireAuth: deps.requireAuth,
  });
  // Issue 48: chats of Brazilian mobiles without the ninth digit join their twins, once.
  const twins = createTwinMergeRunner({
    db,
    clock,
    log: app.log,
    note: (tx, n, at) => notesRepo.insert(tx, { ...n, authorId: null }, at),
  });
  const { taskRunner, routineRunner, reminderRunner, offerRunner, surveyRunner } = senders;
  const scheduler = createScheduler(
    backgroundLoops({
      ...deps.passes,
      tasks: taskRunner.runOnce,
      routines: routineRunner.runOnce,
      reminders: reminderRunner.runOnce,
      slotOffers: offerRunner.runOnce,
      satisfactionSurveys: surveyRunner.runOnce,
      calendarImport: calendarImport.runOnce,
      webhookDeliveries: webhookSender.runOnce,
      ninthDigitTwins: twins.runOnce,
    }),
    app.log,
  );
  return { ...senders, calendarImport, webhookSender, scheduler };
}
