import type { FastifyInstance } from 'fastify';

import type { createEventBus } from '../events/event-bus.ts';
import type { createSessionEnds } from '../events/session-ends.ts';
import type { createBackgroundWork } from '../lib/background.ts';
import { waitLogged } from '../lib/wait-logged.ts';
import type { createErasedRowsCompactor } from '../modules/privacy/index.ts';
import type { createInstanceAccess } from '../modules/instances/index.ts';
import type { createPushNotifier } from '../modules/push/index.ts';
import type { createWebhookOutbox } from '../modules/webhook-endpoints/index.ts';
import type { createConnectionServices } from './create-connection-services.ts';
import type { createPrivacyServices } from './create-privacy-services.ts';
import type { wireBackgroundWork } from './wire-background-work.ts';
import type { wireBackups } from './wire-backups.ts';
import type { wireMedia } from './wire-media.ts';
import type { wireReports } from './wire-reports.ts';

type Background = ReturnType<typeof wireBackgroundWork>;

/** What tests, benches and `main.ts` reach on `app.services`: the running parts of the server. */
export interface AppServices {
  sync: ReturnType<typeof createConnectionServices>['sync'];
  access: ReturnType<typeof createInstanceAccess>;
  downloader: Awaited<ReturnType<typeof wireMedia>>['downloader'];
  bus: ReturnType<typeof createEventBus>;
  scheduler: Background['scheduler'];
  taskRunner: Background['taskRunner'];
  routineRunner: Background['routineRunner'];
  reminderRunner: Background['reminderRunner'];
  offerRunner: Background['offerRunner'];
  surveyRunner: Background['surveyRunner'];
  compactor: ReturnType<typeof createErasedRowsCompactor>;
  retentionRunner: ReturnType<typeof createPrivacyServices>['retentionRunner'];
  legacySealing: Awaited<ReturnType<typeof wireMedia>>['legacySealing'];
  background: ReturnType<typeof createBackgroundWork>;
  connectionWatch: ReturnType<typeof createConnectionServices>['connectionWatch'];
  reportCatchUp: ReturnType<typeof wireReports>['catchUp'];
  pushNotifier: ReturnType<typeof createPushNotifier>;
  backups: ReturnType<typeof wireBackups>;
  calendarImport: Background['calendarImport'];
  webhookOutbox: ReturnType<typeof createWebhookOutbox>;
  webhookSender: Background['webhookSender'];
}

/**
 * Puts the services on `app.services` and stops the background work on close, in this order:
 * nothing new is queued by a later step for an earlier one that already stopped.
 */
export function registerServices(
  app: FastifyInstance,
  services: AppServices,
  sessionEnds: ReturnType<typeof createSessionEnds>,
) {
  app.decorate('services', services);
  const s = services;
  app.addHook('onClose', async () => {
    await waitLogged(app.log, 'notificações push', s.pushNotifier.idle());
    await waitLogged(app.log, 'tarefas e rotinas', s.scheduler.stop());
    await waitLogged(app.log, 'eventos de webhook', s.webhookOutbox.idle());
    await waitLogged(app.log, 'sincronização de conversas', s.sync.stop());
    await waitLogged(app.log, 'downloads de mídia', s.downloader.stop());
    await waitLogged(app.log, 'e-mails', s.background.idle());
    await waitLogged(app.log, 'eventos ao vivo', s.bus.stop());
    await waitLogged(app.log, 'fins de sessão', sessionEnds.stop());
  });
}
