import {
  TEXT_MSG,
  zIdParam,
  zMessageResponse,
  zTextRequest,
  zTextResponse,
  zTextsResponse,
} from '@conecta/contract';
import type { FastifyInstance } from 'fastify';

import type { Db } from '../../db/client.ts';
import type { AuthGuard } from '../../http/authenticate.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { type TextRow, textsRepo } from './texts-repo.ts';

const view = (t: TextRow) => ({ id: t.id, title: t.title, content: t.content });
const notFound = () => new AppError(404, 'NOT_FOUND', TEXT_MSG.notFound);

/** Ready-made texts: plain per-user records, so the routes call the repo through one rule each. */
export function textRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; requireAuth: AuthGuard },
) {
  const { db, clock } = deps;
  const opts = { preHandler: deps.requireAuth };

  app.get('/dashboard/pre-configured-texts', opts, async (request) =>
    zTextsResponse.parse({
      success: true,
      texts: (await textsRepo.list(db, request.auth.userId)).map(view),
    }),
  );

  app.post('/dashboard/pre-configured-texts', opts, async (request, reply) => {
    const { title, content } = validate(zTextRequest, request.body);
    const row = await textsRepo.insert(db, request.auth.userId, title, content, clock());
    return reply
      .status(201)
      .send(zTextResponse.parse({ success: true, message: TEXT_MSG.created, text: view(row) }));
  });

  app.put('/dashboard/pre-configured-texts/:id', opts, async (request) => {
    const { id } = validate(zIdParam, request.params);
    const { title, content } = validate(zTextRequest, request.body);
    const row = await textsRepo.update(db, request.auth.userId, id, title, content, clock());
    if (!row) throw notFound();
    return zTextResponse.parse({ success: true, message: TEXT_MSG.updated, text: view(row) });
  });

  app.delete('/dashboard/pre-configured-texts/:id', opts, async (request) => {
    const { id } = validate(zIdParam, request.params);
    if (!(await textsRepo.delete(db, request.auth.userId, id))) throw notFound();
    return zMessageResponse.parse({ success: true, message: TEXT_MSG.removed });
  });
}
