import type { IncomingMessage, ServerResponse } from 'node:http';

import { handleControl } from './handle-control.ts';
import { handleZapi } from './handle-zapi.ts';
import { ApiError, requestBaseUrl, sendJson } from './http-io.ts';
import type { SimContext } from './sim-context.ts';

export type SimulatorHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: (error?: unknown) => void,
) => void;

function splitPath(pathname: string): string[] {
  try {
    return pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    throw new ApiError(400, 'Malformed URL');
  }
}

async function dispatch(
  sim: SimContext,
  req: IncomingMessage,
  res: ServerResponse,
  next?: (error?: unknown) => void,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://simulator.local');
  const basePath = sim.options.basePath;
  let path = url.pathname;
  if (basePath) {
    if (path !== basePath && !path.startsWith(`${basePath}/`)) {
      if (next) next();
      else sendJson(res, 404, { error: 'NOT_FOUND' });
      return;
    }
    path = path.slice(basePath.length) || '/';
  }
  if (!sim.options.publicBaseUrl) sim.baseUrl = requestBaseUrl(req, basePath) ?? sim.baseUrl;
  const segments = splitPath(path);
  if (segments[0] === 'instances' && segments[2] === 'token' && segments.length >= 5) {
    await handleZapi(sim, req, res, segments, url.searchParams);
  } else if (segments[0] === '_sim') {
    await handleControl(sim, req, res, segments.slice(1), url.searchParams);
  } else if (next) {
    next();
  } else {
    sendJson(res, 404, {
      error: 'NOT_FOUND',
      message: 'Unable to find matching target resource method',
    });
  }
}

/** A plain node (req, res, next?) handler: mount it in any HTTP server or framework. */
export function createHandler(sim: SimContext): SimulatorHandler {
  return (req, res, next) => {
    dispatch(sim, req, res, next).catch((error: unknown) => {
      if (error instanceof ApiError) {
        sendJson(res, error.status, { error: error.message }, error.headers);
        return;
      }
      sim.options.log(`[zapi-sim] internal error: ${error instanceof Error ? error.stack : error}`);
      sendJson(res, 500, { error: 'Internal simulator error' });
    });
  };
}
