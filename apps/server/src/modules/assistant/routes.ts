import { Readable } from 'node:stream';

import { assistantEndpoints as endpoints } from '@conecta/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';

import type { AuthGuard } from '../../http/authenticate.ts';
import { createEndpointRouter } from '../../http/endpoint-router.ts';
import type { AssistantService } from './assistant-service.ts';

/** Aborts the provider's call when the member goes away before the answer is over. */
function abortOnClose(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

export function assistantRoutes(
  app: FastifyInstance,
  deps: { assistant: AssistantService; requireAuth: AuthGuard },
) {
  const { assistant } = deps;
  const route = createEndpointRouter(app, deps);

  route(endpoints.status, (request) => assistant.status(request.auth.clinicId));
  route(endpoints.settings, (request) => assistant.settings(request.auth.clinicId));
  route(endpoints.updateSettings, (request) =>
    assistant.updateSettings(request.auth, request.body),
  );
  route(endpoints.transcribe, (request, reply) =>
    assistant.transcribe(
      request.auth,
      request.params.chatId,
      request.params.id,
      request.ip,
      abortOnClose(reply),
    ),
  );
  route(endpoints.summarize, (request, reply) =>
    assistant.summarize(request.auth, request.params.chatId, request.ip, abortOnClose(reply)),
  );

  // The draft as a plain-text body written as it comes. The first piece is awaited before the
  // answer starts: a refusal, a timeout or a provider that gave up (after its retries) is an
  // ordinary pt-BR error answer; a failure after that cuts the body short.
  route(endpoints.suggestReply, async (request, reply) => {
    const pieces = await assistant.suggest(
      request.auth,
      request.params.chatId,
      request.ip,
      abortOnClose(reply),
    );
    const first = await pieces.next();
    const body = Readable.from(
      (async function* () {
        if (!first.done) yield first.value;
        yield* pieces;
      })(),
    );
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-accel-buffering', 'no')
      .send(body);
  });
}
