import type { FastifyInstance } from 'fastify';

import type { Db } from '../db/client.ts';
import type { AuthGuard } from '../http/authenticate.ts';
import type { Clock } from '../lib/clock.ts';
import type { InstanceAccess } from '../modules/instances/index.ts';
import { createTemplatesService, templateRoutes } from '../modules/whatsapp-templates/index.ts';
import type { MessagingProvider } from '../providers/messaging-provider.ts';

/**
 * 'Modelos do WhatsApp': the routes, and the reader of Meta's account-level webhooks (a
 * template's review) that the webhook service hands them to.
 */
export function wireWhatsappTemplates(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    provider: MessagingProvider;
    access: InstanceAccess;
    requireAuth: AuthGuard;
  },
) {
  const templates = createTemplatesService({ ...deps, log: app.log });
  templateRoutes(app, { templates, requireAuth: deps.requireAuth });
  return { onCloudAccountChange: templates.onAccountChange };
}
