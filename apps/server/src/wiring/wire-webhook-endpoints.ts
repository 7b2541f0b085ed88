import type { FastifyInstance } from 'fastify';

import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { AuthGuard } from '../http/authenticate.ts';
import type { Clock } from '../lib/clock.ts';
import { createSecretBox } from '../lib/secret-box.ts';
import type { Mailer } from '../mail/mailer.ts';
import {
  createWebhookEndpointsService,
  createWebhookSender,
  notifyDisabled,
  webhookEndpointRoutes,
} from '../modules/webhook-endpoints/index.ts';

/**
 * 'Integrações' → 'Webhooks': the Responsável's endpoints and the sender the background loop
 * runs. In production only public addresses are called (as media downloads and pushes); in
 * development, demo and tests a receiver on this machine is allowed.
 */
export function wireWebhookEndpoints(
  app: FastifyInstance,
  deps: { config: Config; db: Db; clock: Clock; mailer: Mailer; requireAuth: AuthGuard },
) {
  const { config, db, clock } = deps;
  const box = createSecretBox(config.jwtSecret, 'webhook-secrets');
  const publicOnly = config.env === 'production' && !config.demoMode;
  webhookEndpointRoutes(app, {
    webhooks: createWebhookEndpointsService({ db, clock, box, publicOnly }),
    requireAuth: deps.requireAuth,
  });
  return createWebhookSender({
    db,
    clock,
    log: app.log,
    box,
    publicOnly,
    onDisabled: notifyDisabled({ db, mailer: deps.mailer }),
  });
}
