import { createGunzip } from 'node:zlib';

import { MSG } from '@conecta/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { describedOnly } from '../../http/route-schemas.ts';
import { AppError } from '../../lib/errors.ts';
import type { WebhookService } from './webhook-service.ts';

const zParams = z.object({
  secret: z
    .string()
    .min(16)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/),
});

export function webhookRoutes(app: FastifyInstance, deps: { webhooks: WebhookService }) {
  app.post(
    '/webhooks/zapi/:secret',
    {
      ...describedOnly,
      schema: {
        tags: ['Webhooks'],
        summary: 'Eventos da Z-API para uma instância (o segredo é o da instância)',
        params: zParams,
        body: z.looseObject({ type: z.string().optional() }),
        response: { 200: z.looseObject({ success: z.literal(true) }) },
      },
      bodyLimit: 5 * 1024 * 1024,
      // Z-API may gzip its bodies.
      preParsing: async (request, _reply, payload) => {
        if (request.headers['content-encoding'] === 'gzip') {
          delete request.headers['content-length'];
          return payload.pipe(createGunzip());
        }
        return payload;
      },
    },
    async (request) => {
      const params = zParams.safeParse(request.params);
      if (!params.success) throw new AppError('NOT_FOUND', MSG.common.unknownWebhook);
      return { success: true, ...(await deps.webhooks.receive(params.data.secret, request.body)) };
    },
  );
}
