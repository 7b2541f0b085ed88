import type { IncomingMessage, ServerResponse } from 'node:http';

import { checkToken } from './check-token.ts';
import { GraphError, invalidParameter, invalidToken, unknownObject } from './graph-error.ts';
import { readJsonObject, sendJson } from './http-io.ts';
import { takeFault } from './inject-fault.ts';
import { deleteMedia, retrieveMedia, uploadMedia } from './media-routes.ts';
import { sendMessage } from './send-message.ts';
import type { SimContext } from './sim-context.ts';
import type { SimPhoneNumber } from './types.ts';
import { handleWabaTemplates } from './waba-templates.ts';

const unsupported = (method: string, path: string): GraphError =>
  new GraphError(400, 100, `Unknown path components: ${path} (${method})`);

/** The number named in the path, its token checked (an unknown id needs a token to say so). */
function phoneFor(
  sim: SimContext,
  req: IncomingMessage,
  id: string,
  method: 'get' | 'post',
): SimPhoneNumber {
  const phone = sim.phoneNumbers.get(id);
  if (!phone) {
    if (!req.headers.authorization) throw invalidToken();
    throw unknownObject(id, method);
  }
  checkToken(req, phone);
  return phone;
}

/**
 * Graph API paths after the version prefix: `/{phone-number-id}/messages|media`, `/{id}`,
 * `/{waba-id}/message_templates`.
 */
export async function handleGraph(
  sim: SimContext,
  req: IncomingMessage,
  res: ServerResponse,
  segments: string[],
): Promise<void> {
  const method = req.method ?? 'GET';
  const [id = '', edge, ...rest] = segments;
  if (rest.length > 0 || !id) throw unsupported(method, segments.join('/'));
  takeFault(sim, id, edge);
  if (edge === 'message_templates' && (method === 'GET' || method === 'POST')) {
    await handleWabaTemplates(sim, req, res, id);
  } else if (edge === 'messages' && method === 'POST') {
    const phone = phoneFor(sim, req, id, 'post');
    const body = await readJsonObject(req, () => invalidParameter('The body must be JSON'));
    sendJson(res, 200, await sendMessage(sim, phone, body));
  } else if (edge === 'media' && method === 'POST') {
    await uploadMedia(sim, phoneFor(sim, req, id, 'post'), req, res);
  } else if (edge === undefined && method === 'GET' && sim.phoneNumbers.has(id)) {
    const phone = phoneFor(sim, req, id, 'get');
    sendJson(res, 200, {
      verified_name: 'Clínica (simulador)',
      display_phone_number: phone.displayPhoneNumber,
      quality_rating: 'GREEN',
      id: phone.id,
    });
  } else if (edge === undefined && method === 'GET') {
    retrieveMedia(sim, req, res, id);
  } else if (edge === undefined && method === 'DELETE') {
    deleteMedia(sim, req, res, id);
  } else {
    throw unsupported(method, segments.join('/'));
  }
}
