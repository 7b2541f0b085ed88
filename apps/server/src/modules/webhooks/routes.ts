import { createGunzip } from 'node:zlib';

import { MSG } from '@conecta/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { describedOnly } from '../../http/route-schemas.ts';
import { AppError } from '../../lib/errors.ts';
import { SIGNATURE_HEADER } from '../../providers/index.ts';
import type { WebhookService } from './webhook-service.ts';

/** Meta's webhook bodies are small JSON; a batch of statuses stays far below this. */
const CLOUD_BODY_LIMIT = 1024 * 1024;

const zVerifyQuery = z.object({
  'hub.mode': z.string().max(32).optional(),
  'hub.verify_token': z.string().max(200).optional(),
  // Echoed back as text: only what Meta sends (digits), so the answer can carry nothing else.
  'hub.challenge': z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,128}$/)
    .optional(),
});

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

  // The Cloud API's callback, one address for every number (Meta calls the app's URL); the number
  // is found in the body, by the signature of its own app secret.
  app.get(
    '/webhooks/whatsapp',
    {
      ...describedOnly,
      schema: {
        tags: ['Webhooks'],
        summary: 'Verificação da assinatura de webhooks da Meta (hub.challenge)',
        querystring: zVerifyQuery,
        // Sent as text/plain, as Meta expects: the challenge itself, unquoted.
        response: { 200: z.string().describe('hub.challenge, como veio') },
      },
    },
    async (request, reply) => {
      const q = zVerifyQuery.safeParse(request.query);
      const query = q.success ? q.data : {};
      await deps.webhooks.verifySubscription(query['hub.mode'], query['hub.verify_token']);
      if (!query['hub.challenge'])
        throw new AppError('VALIDATION_ERROR', MSG.common.badWebhookBody);
      return reply.type('text/plain; charset=utf-8').send(query['hub.challenge']);
    },
  );

  // Its own scope, for its own body parser. The signature is an HMAC of the exact bytes Meta
  // sent, so the body is kept as those bytes: Fastify reads it as a stream into one Buffer and
  // stops at CLOUD_BODY_LIMIT (413) before reading more; nothing parses it as JSON here. The
  // service finds the numbers it names as text, checks the signature with their secrets, and
  // only then parses it. (Hashing while streaming would need the secret before the first byte,
  // and the secret depends on the number inside the body.)
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: CLOUD_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      '/webhooks/whatsapp',
      {
        ...describedOnly,
        schema: {
          tags: ['Webhooks'],
          summary: 'Eventos da Cloud API (assinados com X-Hub-Signature-256)',
          response: { 200: z.looseObject({ success: z.literal(true) }) },
        },
        bodyLimit: CLOUD_BODY_LIMIT,
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = request.headers[SIGNATURE_HEADER];
        const signature = typeof header === 'string' ? header : undefined;
        return { success: true, ...(await deps.webhooks.receiveCloud(raw, signature)) };
      },
    );
  });
}
