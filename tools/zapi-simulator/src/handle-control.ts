import type { IncomingMessage, ServerResponse } from 'node:http';

import { controlRoutes } from './control-routes.ts';
import { ApiError, readJsonBody, sendJson } from './http-io.ts';
import { asFields } from './read-fields.ts';
import type { SimContext } from './sim-context.ts';
import { simRoutes } from './sim-routes.ts';
import { matchPath } from './zapi-route.ts';

const ROUTES = [...controlRoutes, ...simRoutes];

/** /_sim/...: the control API (JSON, no auth) and the files the simulator serves. */
export async function handleControl(
  sim: SimContext,
  req: IncomingMessage,
  res: ServerResponse,
  segments: string[],
  query: URLSearchParams,
): Promise<void> {
  if (segments.length === 0) {
    sendJson(res, 200, { simulator: 'z-api', instances: [...sim.instances.keys()] });
    return;
  }
  const candidates = ROUTES.flatMap((route) => {
    const params = matchPath(route.path, segments);
    return params ? [{ route, params }] : [];
  });
  if (candidates.length === 0)
    throw new ApiError(404, `Unknown control path /_sim/${segments.join('/')}`);
  const match = candidates.find(({ route }) => route.method === req.method);
  if (!match) {
    const allow = [...new Set(candidates.map(({ route }) => route.method))].join(', ');
    throw new ApiError(405, `Method ${req.method} not allowed here (use ${allow})`, { allow });
  }
  const body = req.method === 'GET' ? {} : asFields(await readJsonBody(req));
  const reply = await match.route.handle({ sim, params: match.params, query, body });
  if (reply.contentType) {
    const bytes = Buffer.isBuffer(reply.body) ? reply.body : Buffer.from(String(reply.body));
    res
      .writeHead(reply.status, {
        'content-type': reply.contentType,
        'content-length': String(bytes.length),
        'cache-control': 'public, max-age=3600',
        'access-control-allow-origin': '*',
      })
      .end(bytes);
    return;
  }
  sendJson(res, reply.status, reply.body);
}
