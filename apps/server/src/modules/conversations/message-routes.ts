import {
  SEND_FILE_BODY_LIMIT,
  messageEndpoints as endpoints,
  whatsappTemplateEndpoints,
} from '@conecta/contract';
import type { FastifyInstance } from 'fastify';

import type { AuthGuard } from '../../http/authenticate.ts';
import { createEndpointRouter } from '../../http/endpoint-router.ts';
import { mediaDisposition } from '../../lib/media-type.ts';
import { requestMeta } from '../../http/request-meta.ts';
import type { MessagesService } from './messages-service.ts';

/**
 * The privacy module's access log, as these routes use it: written here rather than imported,
 * because privacy reads conversations (an erasure, an export) and modules import one way only.
 */
interface ReadingLog {
  chatRead(
    who: { clinicId: string; userId: string },
    chatId: string,
    ip: string,
    opening: boolean,
  ): Promise<void>;
  mediaRead(
    who: { clinicId: string; userId: string },
    file: { id: string; chatId: string; detail: string },
    request: { ip: string; method: string },
  ): Promise<void>;
}

export function messageRoutes(
  app: FastifyInstance,
  deps: { messages: MessagesService; access: ReadingLog; requireAuth: AuthGuard },
) {
  const { messages, access } = deps;
  const route = createEndpointRouter(app, deps);

  route(endpoints.list, async (request, reply) => {
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
  });

  route(endpoints.sendText, (request) =>
    messages.sendText(request.auth, request.body, requestMeta(request)),
  );

  route(endpoints.edit, (request) => messages.edit(request.auth.clinicId, request.body));

  // 16 MB of audio is about 21.4 MB once base64-encoded in JSON.
  route(
    endpoints.sendAudio,
    (request) => messages.sendAudio(request.auth, request.body, requestMeta(request)),
    { bodyLimit: 23 * 1024 * 1024 },
  );

  // A picture (16 MB) or a document (100 MB), base64 in JSON: the body limit is the largest
  // document's; each kind's own limit is checked on the decoded bytes (413 in pt-BR).
  route(
    endpoints.sendFile,
    (request) => messages.sendFile(request.auth, request.body, requestMeta(request)),
    { bodyLimit: SEND_FILE_BODY_LIMIT },
  );

  route(whatsappTemplateEndpoints.send, (request) =>
    messages.sendTemplate(request.auth, request.body, requestMeta(request)),
  );

  route(whatsappTemplateEndpoints.chatWindow, (request) =>
    messages.window(request.auth.clinicId, request.params.chatId),
  );

  route(endpoints.markRead, (request) =>
    messages.markRead(request.auth.clinicId, request.params.chatId),
  );

  // Signed links instead of the bearer token: <audio> and <img> cannot send headers.
  route(endpoints.media, async (request, reply) => {
    const file = await messages.openMedia(request.params.id, request.query);
    // A player asks again for parts of a voice note (Range): one reading, recorded once.
    await access.mediaRead(
      { clinicId: file.clinicId, userId: file.memberId },
      { id: request.params.id, chatId: file.chatId, detail: file.fileName ?? file.mime },
      { ip: request.ip, method: request.method },
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
  });
}
