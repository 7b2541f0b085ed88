import type { FastifyInstance } from 'fastify';

import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { AuthGuard } from '../http/authenticate.ts';
import type { Clock } from '../lib/clock.ts';
import { createPushNotifier, createPushService, pushRoutes } from '../modules/push/index.ts';

/**
 * Web Push: the subscriptions' routes, and the notifier of a patient's new message (queued by
 * the webhook, sent beside it) and of mentions; app.ts's close waits for what it has queued.
 */
export function wirePush(
  app: FastifyInstance,
  deps: { config: Config; db: Db; clock: Clock; requireAuth: AuthGuard },
) {
  const { config, db, clock } = deps;
  const services = config.pushServices;
  pushRoutes(app, {
    push: createPushService({ db, clock, publicKey: config.vapid.publicKey, services }),
    requireAuth: deps.requireAuth,
  });
  return createPushNotifier({ db, clock, log: app.log, vapid: config.vapid, services });
}
