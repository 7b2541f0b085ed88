import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

import { addInstance } from './add-instance.ts';
import { chatRoutes } from './chat-routes.ts';
import { ApiError, isJsonRequest, readJsonBody, sendJson } from './http-io.ts';
import { instanceRoutes } from './instance-routes.ts';
import { asFields } from './read-fields.ts';
import { sendRoutes } from './send-routes.ts';
import type { SimContext } from './sim-context.ts';
import type { SimInstance } from './types.ts';
import { webhookRoutes } from './webhook-routes.ts';
import { matchPath } from './zapi-route.ts';

const ROUTES = [...instanceRoutes, ...chatRoutes, ...sendRoutes, ...webhookRoutes];

/** The next injected failure for this instance, if any (POST /_sim/fail). */
function takeFault(sim: SimContext, instanceId: string, endpoint: string) {
  const rule = sim.faults.rules.find(
    (r) =>
      (!r.instanceId || r.instanceId === instanceId) && (!r.endpoint || r.endpoint === endpoint),
  );
  if (!rule) return undefined;
  rule.remaining -= 1;
  if (rule.remaining <= 0) sim.faults.rules.splice(sim.faults.rules.indexOf(rule), 1);
  return rule;
}

function authenticate(
  sim: SimContext,
  req: IncomingMessage,
  instanceId: string,
  token: string,
): SimInstance {
  const header = req.headers['client-token'];
  const clientToken = typeof header === 'string' && header !== '' ? header : undefined;
  let instance = sim.instances.get(instanceId);
  if (!instance && sim.options.autoCreateInstances) {
    instance = addInstance(sim, { id: instanceId, token, clientToken });
    sim.options.log(`[zapi-sim] instance ${instanceId} created on first use`);
  }
  if (!instance) throw new ApiError(400, 'Instance not found');
  if (instance.token !== token) throw new ApiError(400, 'Invalid token for this instance');
  if (instance.clientToken) {
    if (!clientToken) throw new ApiError(400, 'your client-token is not configured');
    if (clientToken !== instance.clientToken) {
      throw new ApiError(403, `Client-Token ${clientToken} not allowed`);
    }
  }
  return instance;
}

/** /instances/{id}/token/{token}/{endpoint...}: the Z-API surface. */
export async function handleZapi(
  sim: SimContext,
  req: IncomingMessage,
  res: ServerResponse,
  segments: string[],
  query: URLSearchParams,
): Promise<void> {
  const [, instanceId = '', , token = '', ...endpoint] = segments;
  if (sim.faults.latencyMs > 0) await sleep(sim.faults.latencyMs);
  const fault = takeFault(sim, instanceId, endpoint.join('/'));
  if (fault) {
    sendJson(res, fault.status, fault.body ?? { error: `Simulated failure (${fault.status})` });
    return;
  }
  const instance = authenticate(sim, req, instanceId, token);
  const candidates = ROUTES.flatMap((route) => {
    const params = matchPath(route.path, endpoint);
    return params ? [{ route, params }] : [];
  });
  if (candidates.length === 0) {
    sendJson(res, 404, {
      error: 'NOT_FOUND',
      message: 'Unable to find matching target resource method',
    });
    return;
  }
  const match = candidates.find(({ route }) => route.method === req.method);
  if (!match) {
    const allow = [...new Set(candidates.map(({ route }) => route.method))].join(', ');
    throw new ApiError(405, `Method ${req.method} not allowed here (use ${allow})`, { allow });
  }
  const hasBody = req.method === 'POST' || req.method === 'PUT';
  if (hasBody && !isJsonRequest(req)) {
    throw new ApiError(415, 'Unsupported Media Type: send Content-Type: application/json');
  }
  const body = hasBody ? asFields(await readJsonBody(req)) : {};
  if (!match.route.offline && instance.state !== 'connected') {
    throw new ApiError(400, 'You are not connected.');
  }
  const reply = await match.route.handle({
    sim,
    instance,
    params: match.params,
    query,
    body,
    baseUrl: sim.baseUrl,
  });
  sendJson(res, reply.status, reply.body);
}
