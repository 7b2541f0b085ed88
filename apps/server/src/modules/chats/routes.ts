import {
  BOARD_CURSOR_HEADER,
  zAssignRequest,
  zAssignResponse,
  zChatChangesQuery,
  zChatChangesResponse,
  zChatIdParam,
  zChatsResponse,
  zMessageResponse,
  zMoveColumnRequest,
  zMoveColumnResponse,
  zResetRoutineRequest,
} from '@conecta/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AuthGuard } from '../../http/authenticate.ts';
import { typedAnswer } from '../../http/route-schemas.ts';
import { requestMeta } from '../auth/request-meta.ts';
import type { ChatsService } from './chats-service.ts';

const tags = ['Quadro'];

export function chatRoutes(
  app: FastifyInstance,
  deps: { chats: ChatsService; requireAuth: AuthGuard },
) {
  const { chats } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Before validation: a caller without a session learns nothing about what it sent.
  const guard = { preValidation: deps.requireAuth };

  api.get(
    '/dashboard/zapi/chats',
    {
      ...guard,
      ...typedAnswer,
      schema: {
        tags,
        summary: 'Todas as conversas do quadro, com etiquetas e próximos envios',
        response: { 200: zChatsResponse },
      },
    },
    async (request, reply) => {
      const { answer, cursor } = await chats.list(request.auth.clinicId);
      reply.header(BOARD_CURSOR_HEADER, cursor);
      return answer;
    },
  );

  api.get(
    '/dashboard/zapi/chats/changes',
    {
      ...guard,
      schema: {
        tags,
        summary:
          'As conversas alteradas desde um ponto de sincronização (o cabeçalho x-board-cursor da lista)',
        querystring: zChatChangesQuery,
        response: { 200: zChatChangesResponse },
      },
    },
    (request) => chats.changes(request.auth.clinicId, request.query.since),
  );

  api.put(
    '/dashboard/zapi/chats/:chatId/column',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Move a conversa para outra coluna',
        params: zChatIdParam,
        body: zMoveColumnRequest,
        response: { 200: zMoveColumnResponse },
      },
    },
    (request) =>
      chats.move(request.auth, request.params.chatId, request.body.column, requestMeta(request)),
  );

  api.put(
    '/dashboard/zapi/chats/:chatId/assignee',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Atribui a conversa a um membro da equipe (ou a ninguém, com userId nulo)',
        params: zChatIdParam,
        body: zAssignRequest,
        response: { 200: zAssignResponse },
      },
    },
    (request) =>
      chats.assign(request.auth, request.params.chatId, request.body.userId, requestMeta(request)),
  );

  api.patch(
    '/dashboard/chats/:chatId/reset-routine',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Reinicia as rotinas automáticas da conversa',
        params: zChatIdParam,
        body: zResetRoutineRequest,
        response: { 200: zMessageResponse },
      },
    },
    (request) =>
      chats.resetRoutine(request.auth, request.params.chatId, request.body, requestMeta(request)),
  );
}
