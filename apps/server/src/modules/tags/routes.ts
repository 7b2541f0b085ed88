import {
  zChatIdParam,
  zChatTagsRequest,
  zChatTagsResponse,
  zIdParam,
  zMessageResponse,
  zTagRequest,
  zTagResponse,
  zTagsResponse,
} from '@conecta/contract';
import type { FastifyInstance } from 'fastify';

import type { AuthGuard } from '../../http/authenticate.ts';
import { validate } from '../../lib/validate.ts';
import type { TagsService } from './tags-service.ts';

export function tagRoutes(
  app: FastifyInstance,
  deps: { tags: TagsService; requireAuth: AuthGuard },
) {
  const { tags } = deps;
  const opts = { preHandler: deps.requireAuth };

  app.get('/dashboard/tags', opts, async (request) =>
    zTagsResponse.parse(await tags.list(request.auth.userId)),
  );

  app.post('/dashboard/tags', opts, async (request, reply) => {
    const input = validate(zTagRequest, request.body);
    return reply
      .status(201)
      .send(zTagResponse.parse(await tags.create(request.auth.userId, input)));
  });

  app.put('/dashboard/tags/:id', opts, async (request) => {
    const { id } = validate(zIdParam, request.params);
    const input = validate(zTagRequest, request.body);
    return zTagResponse.parse(await tags.update(request.auth.userId, id, input));
  });

  app.delete('/dashboard/tags/:id', opts, async (request) => {
    const { id } = validate(zIdParam, request.params);
    return zMessageResponse.parse(await tags.remove(request.auth.userId, id));
  });

  app.put('/dashboard/zapi/chats/:chatId/tags', opts, async (request) => {
    const { chatId } = validate(zChatIdParam, request.params);
    const { tagIds } = validate(zChatTagsRequest, request.body);
    return zChatTagsResponse.parse(await tags.setChatTags(request.auth.userId, chatId, tagIds));
  });
}
