import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import { MSG, type ErrorBody } from '@conecta/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths that belong to the API: an unknown one answers JSON 404, never the app. */
const API_PREFIXES = ['/api/', '/auth/', '/dashboard/', '/webhooks/'];

export function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built SPA from `distDir` on the API's origin. Returns the function that sends the
 * app's index.html, used by `GET /dashboard` for browser navigations.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (apps/web/precompress.ts): the smallest
      // one the browser accepts is sent as it is, with `Vary: Accept-Encoding`.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite names assets by content hash, so they never change under the same name.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : undefined;

  const sendApp = (reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept');
    if (!indexHtml) {
      return reply.status(503).type('text/plain; charset=utf-8').send(MSG.common.webNotBuilt);
    }
    return reply.type('text/html; charset=utf-8').send(indexHtml);
  };

  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    if (!isApi && request.method === 'GET' && wantsHtml(request)) return sendApp(reply);
    return reply.status(404).send({
      success: false,
      message: MSG.common.notFound,
      code: 'NOT_FOUND',
    } satisfies ErrorBody);
  });

  return sendApp;
}
