import {
  zChatsInfoResponse,
  zProgressResponse,
  zQrCodeResponse,
  zStatusResponse,
} from '@conecta/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AuthGuard } from '../../http/authenticate.ts';
import type { ConnectionService } from './connection-service.ts';

const tags = ['Conexão'];

export function connectionRoutes(
  app: FastifyInstance,
  deps: { connection: ConnectionService; requireAuth: AuthGuard },
) {
  const { connection } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = { preValidation: deps.requireAuth };

  app.addHook('onSend', async (request, reply, payload) => {
    // Connection state and chat lists change every second: never from a cache.
    if (request.url.startsWith('/dashboard/zapi/')) reply.header('Cache-Control', 'no-store');
    return payload;
  });

  api.get(
    '/dashboard/zapi/status',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Se o WhatsApp está conectado, e por que a conta não pode conectar',
        response: { 200: zStatusResponse },
      },
    },
    (request) => connection.status(request.auth.clinicId),
  );

  api.get(
    '/dashboard/zapi/qr-code',
    {
      ...guard,
      schema: { tags, summary: 'O código QR para conectar', response: { 200: zQrCodeResponse } },
    },
    (request) => connection.qrCode(request.auth.clinicId),
  );

  api.get(
    '/dashboard/zapi/chats_info',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Quantas conversas existem e se a sincronização terminou',
        response: { 200: zChatsInfoResponse },
      },
    },
    (request) => connection.chatsInfo(request.auth.clinicId),
  );

  api.get(
    '/dashboard/zapi/chats_loading_progress',
    {
      ...guard,
      schema: {
        tags,
        summary: 'O progresso da sincronização das conversas',
        response: { 200: zProgressResponse },
      },
    },
    (request) => connection.progress(request.auth.clinicId),
  );
}
