import {
  zChatIdParam,
  zEditMessageRequest,
  zMessageResponse,
  zMessagesResponse,
  zSendAudioRequest,
  zSendMessageRequest,
  zSentResponse,
} from '@conecta/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import type { AuthGuard } from '../../http/authenticate.ts';
import { mediaDisposition } from '../../lib/media-type.ts';
import { validate } from '../../lib/validate.ts';
import type { MessagesService } from './messages-service.ts';

const zMediaQuery = z.object({
  u: z.uuid(),
  exp: z.coerce.number().int(),
  sig: z.string().min(10).max(100),
});
const zMediaParams = z.object({ id: z.uuid() });

export function messageRoutes(
  app: FastifyInstance,
  deps: { messages: MessagesService; requireAuth: AuthGuard },
) {
  const { messages } = deps;
  const opts = { preHandler: deps.requireAuth };

  app.get('/dashboard/messages/:chatId', opts, async (request, reply) => {
    const { chatId } = validate(zChatIdParam, request.params);
    reply.header('Cache-Control', 'no-store');
    return zMessagesResponse.parse(await messages.list(request.auth.userId, chatId));
  });

  app.post('/dashboard/messages/send', opts, async (request) => {
    const input = validate(zSendMessageRequest, request.body);
    return zSentResponse.parse(await messages.sendText(request.auth.userId, input));
  });

  app.put('/dashboard/messages/edit', opts, async (request) => {
    const input = validate(zEditMessageRequest, request.body);
    return zMessageResponse.parse(await messages.edit(request.auth.userId, input));
  });

  // 16 MB of audio is about 21.4 MB once base64-encoded in JSON.
  app.post(
    '/dashboard/messages/send-audio',
    { ...opts, bodyLimit: 23 * 1024 * 1024 },
    async (request) => {
      const input = validate(zSendAudioRequest, request.body);
      return zSentResponse.parse(await messages.sendAudio(request.auth.userId, input));
    },
  );

  app.put('/dashboard/chats/:chatId/mark-read', opts, async (request) => {
    const { chatId } = validate(zChatIdParam, request.params);
    return zMessageResponse.parse(await messages.markRead(request.auth.userId, chatId));
  });

  // Signed links instead of the bearer token: <audio> and <img> cannot send headers.
  app.get('/dashboard/media/:id', async (request, reply) => {
    const { id } = validate(zMediaParams, request.params);
    const q = validate(zMediaQuery, request.query);
    const file = await messages.openMedia(id, q);
    // A patient's file: never kept by the browser after the page lets go of it, never run as a
    // page (sandboxed, no type sniffing), and shown only when it is a type the page shows.
    reply
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', 'sandbox')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', mediaDisposition(file.mime, file.fileName))
      .type(file.mime);
    return reply.send(file.stream);
  });
}
