import { zChatIdParam, zMoveColumnRequest } from '@conecta/contract';
import type { FastifyInstance } from 'fastify';

import type { Db } from '../../db/client.ts';
import type { Publish } from '../../events/event-bus.ts';
import type { AuthGuard } from '../../http/authenticate.ts';
import type { Clock } from '../../lib/clock.ts';
import { validate } from '../../lib/validate.ts';
import { moveChat } from './move-chat.ts';

export function chatRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; publish: Publish; requireAuth: AuthGuard },
) {
  app.put(
    '/dashboard/zapi/chats/:chatId/column',
    { preHandler: deps.requireAuth },
    async (request) => {
      const { chatId } = validate(zChatIdParam, request.params);
      const { column } = validate(zMoveColumnRequest, request.body);
      return moveChat(deps, request.auth.userId, chatId, column);
    },
  );
}
