import type { IncomingMessage, ServerResponse } from 'node:http';

import { chatCompletions } from './chat-completions.ts';
import { checkKey } from './check-key.ts';
import { readJsonObject, sendJson } from './http-io.ts';
import { OpenAiError } from './openai-error.ts';
import type { SimContext } from './sim-context.ts';
import { addFault, takeFault } from './take-fault.ts';
import { transcriptions } from './transcriptions.ts';

export type OpenAiSimulatorHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: (error?: unknown) => void,
) => void;

/** `/_sim/...`: the tests' (and the demo's) levers. Not part of OpenAI's API. */
async function control(sim: SimContext, req: IncomingMessage, res: ServerResponse, path: string) {
  if (path === '/_sim/calls' && req.method === 'GET')
    return sendJson(res, 200, { calls: sim.calls });
  if (req.method !== 'POST') return sendJson(res, 404, { error: 'Not found' });
  const body = await readJsonObject(req);
  if (path === '/_sim/fail') return sendJson(res, 200, { fault: addFault(sim, body) });
  if (path === '/_sim/slow') {
    sim.delayMs = typeof body.delayMs === 'number' ? Math.max(0, body.delayMs) : 0;
    sim.chunkDelayMs = typeof body.chunkDelayMs === 'number' ? Math.max(0, body.chunkDelayMs) : 0;
    return sendJson(res, 200, { delayMs: sim.delayMs, chunkDelayMs: sim.chunkDelayMs });
  }
  if (path === '/_sim/reset') {
    sim.calls.length = 0;
    sim.faults.length = 0;
    sim.delayMs = 0;
    sim.chunkDelayMs = 0;
    return sendJson(res, 200, { ok: true });
  }
  return sendJson(res, 404, { error: 'Not found' });
}

async function dispatch(
  sim: SimContext,
  req: IncomingMessage,
  res: ServerResponse,
  next?: (error?: unknown) => void,
): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://simulator.local').pathname.replace(/\/+$/, '');
  if (path.startsWith('/_sim/')) return control(sim, req, res, path);
  if (!path.startsWith('/v1/')) {
    if (next) return next();
    return sendJson(res, 404, { error: 'Not found' });
  }
  checkKey(req, sim.apiKey);
  const route = `${req.method} ${path}`;
  if (route === 'GET /v1/models') {
    return sendJson(res, 200, {
      object: 'list',
      data: [
        { id: 'demo-chat', object: 'model', created: 0, owned_by: 'conecta-simulator' },
        { id: 'demo-transcribe', object: 'model', created: 0, owned_by: 'conecta-simulator' },
      ],
    });
  }
  if (route === 'POST /v1/chat/completions') {
    takeFault(sim);
    return chatCompletions(sim, req, res);
  }
  if (route === 'POST /v1/audio/transcriptions') {
    takeFault(sim);
    return transcriptions(sim, req, res);
  }
  throw new OpenAiError(404, `Invalid URL (${req.method} ${path})`, 'invalid_request_error');
}

/** A plain node (req, res, next?) handler: mount it in any HTTP server or framework. */
export function createHandler(sim: SimContext): OpenAiSimulatorHandler {
  return (req, res, next) => {
    dispatch(sim, req, res, next).catch((error: unknown) => {
      if (error instanceof OpenAiError) {
        // The body is left unread on early errors: drain it so the socket stays usable.
        req.resume();
        sendJson(res, error.status, error.toJSON(), error.headers);
      } else {
        sim.log(
          `[openai-sim] internal error: ${error instanceof Error ? error.stack : String(error)}`,
        );
        sendJson(res, 500, {
          error: {
            message: 'Internal simulator error',
            type: 'server_error',
            param: null,
            code: null,
          },
        });
      }
    });
  };
}
