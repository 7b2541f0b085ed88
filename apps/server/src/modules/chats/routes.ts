import { zChatIdParam, zMessageResponse, zMoveColumnRequest } from '@conecta/contract';
import type { FastifyInstance } from 'fastify';

import type { Db } from '../../db/client.ts';
import type { Publish } from '../../events/event-bus.ts';
import type { AuthGuard } from '../../http/authenticate.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { chatsRepo } from './chats-repo.ts';
import { moveChat } from './move-chat.ts';

export function chatRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; publish: Publish; requireAuth: AuthGuard },
) {
  const opts = { preHandler: deps.requireAuth };

  app.put('/dashboard/zapi/chats/:chatId/column', opts, async (request) => {
    const { chatId } = validate(zChatIdParam, request.params);
    const { column } = validate(zMoveColumnRequest, request.body);
    return moveChat(deps, request.auth.userId, chatId, column);
  });

  app.patch('/dashboard/chats/:chatId/reset-routine', opts, async (request) => {
    const { chatId } = validate(zChatIdParam, request.params);
    const chat = await chatsRepo.resetRoutine(deps.db, request.auth.userId, chatId, deps.clock());
    if (!chat) throw new AppError(404, 'NOT_FOUND', 'Conversa não encontrada.');
    deps.publish(request.auth.userId, 'chat-update', {
      chatId,
      reason: 'routine-reset',
      column: chat.column,
    });
    const name = chat.name ?? chat.phone;
    return zMessageResponse.parse({
      success: true,
      message: `As rotinas do chat "${name}" foram resetadas com sucesso`,
    });
  });
}
