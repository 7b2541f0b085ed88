import {
  zChatIdParam,
  zEditMessageRequest,
  zMessageResponse,
  zMessagesPageResponse,
  zMessagesQuery,
  zMessagesResponse,
  zSendAudioRequest,
  zSendMessageRequest,
  zSentResponse,
} from '@conecta/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AuthGuard } from '../../http/authenticate.ts';
import { requestMeta } from '../auth/request-meta.ts';
import { mediaDisposition } from '../../lib/media-type.ts';
import type { AccessLogService } from '../privacy/access-log-service.ts';
import type { MessagesService } from './messages-service.ts';

const zMediaQuery = z.object({
  u: z.uuid(),
  m: z.uuid(),
  exp: z.coerce.number().int(),
  sig: z.string().min(10).max(100),
});
const zMediaParams = z.object({ id: z.uuid() });

const tags = ['Mensagens'];

export function messageRoutes(
  app: FastifyInstance,
  deps: { messages: MessagesService; access: AccessLogService; requireAuth: AuthGuard },
) {
  const { messages, access } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Before validation: a caller without a session learns nothing about what it sent.
  const guard = { preValidation: deps.requireAuth };

  api.get(
    '/dashboard/messages/:chatId',
    {
      ...guard,
      schema: {
        tags,
        summary: 'As mensagens de uma conversa',
        description:
          'Sem parâmetros, todas as mensagens (como na especificação). Com `limit`, só as mais recentes (com `before`, as anteriores a essa mensagem); com `since`, só as gravadas desde esse ponto.',
        params: zChatIdParam,
        querystring: zMessagesQuery,
        response: { 200: z.union([zMessagesPageResponse, zMessagesResponse]) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { clinicId, userId } = request.auth;
      const { chatId } = request.params;
      const { limit, before, since } = request.query;
      // An opening (the whole list, or the newest page) is a reading of the patient's
      // conversation; the window's polls (`since`) and its paging back (`before`) are recorded
      // only when no reading of it by this member was recorded lately.
      const opening = before === undefined && since === undefined;
      const answer =
        limit === undefined && before === undefined && since === undefined
          ? await messages.list(clinicId, chatId, userId)
          : await messages.page(clinicId, chatId, request.query, userId);
      await access.chatRead(request.auth, chatId, request.ip, opening);
      return answer;
    },
  );

  api.post(
    '/dashboard/messages/send',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Envia um texto',
        body: zSendMessageRequest,
        response: { 200: zSentResponse },
      },
    },
    (request) => messages.sendText(request.auth, request.body, requestMeta(request)),
  );

  api.put(
    '/dashboard/messages/edit',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Edita um texto enviado',
        body: zEditMessageRequest,
        response: { 200: zMessageResponse },
      },
    },
    (request) => messages.edit(request.auth.clinicId, request.body),
  );

  // 16 MB of audio is about 21.4 MB once base64-encoded in JSON.
  api.post(
    '/dashboard/messages/send-audio',
    {
      ...guard,
      bodyLimit: 23 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Envia um áudio gravado (MP3 em base64)',
        body: zSendAudioRequest,
        response: { 200: zSentResponse },
      },
    },
    (request) => messages.sendAudio(request.auth, request.body, requestMeta(request)),
  );

  api.put(
    '/dashboard/chats/:chatId/mark-read',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Marca a conversa como lida',
        params: zChatIdParam,
        response: { 200: zMessageResponse },
      },
    },
    (request) => messages.markRead(request.auth.clinicId, request.params.chatId),
  );

  // Signed links instead of the bearer token: <audio> and <img> cannot send headers.
  api.get(
    '/dashboard/media/:id',
    {
      schema: {
        tags,
        summary: 'Um arquivo recebido, por link assinado (sem sessão)',
        params: zMediaParams,
        querystring: zMediaQuery,
        response: {
          200: {
            description: 'O arquivo, com o tipo dele',
            content: {
              'application/octet-stream': {
                schema: z.unknown().meta({ type: 'string', format: 'binary' }),
              },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const file = await messages.openMedia(request.params.id, request.query);
      // A player asks again for parts of a voice note (Range): one reading, recorded once.
      await access.mediaRead(
        { clinicId: file.clinicId, userId: file.memberId },
        { id: request.params.id, chatId: file.chatId, detail: file.fileName ?? file.mime },
        request.ip,
      );
      // A patient's file: never kept by the browser after the page lets go of it, never run as a
      // page (sandboxed, no type sniffing), and shown only when it is a type the page shows.
      reply
        .header('Cache-Control', 'no-store')
        .header('Content-Security-Policy', 'sandbox')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', mediaDisposition(file.mime, file.fileName))
        .type(file.mime);
      return reply.send(file.stream);
    },
  );
}
