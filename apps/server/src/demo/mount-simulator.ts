import type { IncomingMessage } from 'node:http';

import { createSimulator, SIMULATOR_MAX_BODY_BYTES } from '@conecta/zapi-simulator';
import type { FastifyInstance } from 'fastify';

import { redactUrl } from '../http/logger.ts';

export const SIMULATOR_PATH = '/_zapi';

/**
 * Demo mode: the Z-API simulator answers under /_zapi on this same server, so the demo needs no
 * second process and its avatars load from the app's own origin. The product still talks to it
 * over real HTTP through the ordinary Z-API client.
 */
export function mountSimulator(
  app: FastifyInstance,
  opts: { publicUrl: string; scanDelayMs: number },
) {
  const sim = createSimulator({
    basePath: SIMULATOR_PATH,
    publicBaseUrl: `${opts.publicUrl}${SIMULATOR_PATH}`,
    autoCreateInstances: true,
    liveActivity: true,
    scanDelayMs: opts.scanDelayMs,
    // Its lines name webhook URLs, whose last segment is the instance's secret.
    log: (line) => app.log.info({ simulator: true }, redactUrl(line)),
  });
  // The simulator's own limit, not the app's 1 MB: a clinic's PDF or picture goes to it as
  // base64 in JSON, as it would to Z-API.
  app.all(
    `${SIMULATOR_PATH}/*`,
    { bodyLimit: SIMULATOR_MAX_BODY_BYTES },
    async (request, reply) => {
      reply.hijack();
      // The simulator reads a body the host already parsed from `req.body`.
      (request.raw as IncomingMessage & { body?: unknown }).body = request.body;
      sim.handler(request.raw, reply.raw);
    },
  );
  app.addHook('onClose', async () => {
    await sim.close();
  });
  return sim;
}
