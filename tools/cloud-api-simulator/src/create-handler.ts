import type { IncomingMessage, ServerResponse } from 'node:http';

import { GraphError } from './graph-error.ts';
import { handleControl } from './handle-control.ts';
import { handleGraph } from './handle-graph.ts';
import { ControlError, requestBaseUrl, sendJson } from './http-io.ts';
import { DOWNLOAD_PATH, downloadMedia } from './media-routes.ts';
import type { SimContext } from './sim-context.ts';

export type CloudSimulatorHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: (error?: unknown) => void,
) => void;

const VERSION = /^v\d+\.\d+$/;

async function dispatch(
  sim: SimContext,
  req: IncomingMessage,
  res: ServerResponse,
  next?: (error?: unknown) => void,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://simulator.local');
  if (!sim.fixedBaseUrl) sim.baseUrl = requestBaseUrl(req) ?? sim.baseUrl;
  let segments: string[];
  try {
    segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    throw new ControlError(400, 'Malformed URL');
  }
  if (url.pathname === DOWNLOAD_PATH && req.method === 'GET') {
    downloadMedia(sim, req, res, url.searchParams);
  } else if (segments[0] && VERSION.test(segments[0])) {
    await handleGraph(sim, req, res, segments.slice(1));
  } else if (segments[0] === '_sim') {
    await handleControl(sim, req, res, segments.slice(1));
  } else if (next) {
    next();
  } else {
    sendJson(res, 404, { error: 'Not found' });
  }
}

/** A plain node (req, res, next?) handler: mount it in any HTTP server or framework. */
export function createHandler(sim: SimContext): CloudSimulatorHandler {
  return (req, res, next) => {
    dispatch(sim, req, res, next).catch((error: unknown) => {
      if (error instanceof GraphError) {
        sendJson(res, error.status, error.toJSON());
      } else if (error instanceof ControlError) {
        sendJson(res, error.status, { error: error.message });
      } else {
        sim.log(`[cloud-sim] internal error: ${error instanceof Error ? error.stack : error}`);
        sendJson(res, 500, { error: 'Internal simulator error' });
      }
    });
  };
}
