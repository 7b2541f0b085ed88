import { noteEndpoints as endpoints } from '@conecta/contract';
import type { FastifyInstance } from 'fastify';

import type { AuthGuard } from '../../http/authenticate.ts';
import { createEndpointRouter } from '../../http/endpoint-router.ts';
import { requestMeta } from '../../http/request-meta.ts';
import type { NotesService } from './notes-service.ts';

/**
 * What the access log needs to hear of a reading of a chat's notes. Declared here, not imported
 * from the privacy module: privacy reads notes (the export), so notes must not import privacy.
 */
export interface NotesAccessLog {
  notesRead(who: { clinicId: string; userId: string }, chatId: string, ip: string): Promise<void>;
}

export function noteRoutes(
  app: FastifyInstance,
  deps: { notes: NotesService; access: NotesAccessLog; requireAuth: AuthGuard },
) {
  const { notes, access } = deps;
  const route = createEndpointRouter(app, deps);

  route(endpoints.list, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const answer = await notes.list(request.auth, request.params.chatId);
    // Opening a chat's notes is a reading of the patient's chat, as its messages are.
    await access.notesRead(request.auth, request.params.chatId, request.ip);
    return answer;
  });

  route(endpoints.create, (request) =>
    notes.create(request.auth, request.params.chatId, request.body),
  );

  route(endpoints.update, (request) =>
    notes.update(request.auth, request.params.id, request.body, requestMeta(request)),
  );

  route(endpoints.remove, (request) =>
    notes.remove(request.auth, request.params.id, requestMeta(request)),
  );

  route(endpoints.mentions, (request) => notes.mentions(request.auth));

  route(endpoints.readMentions, (request) =>
    notes.readMentions(request.auth, request.params.chatId),
  );
}
