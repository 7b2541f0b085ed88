import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import type { FastifyInstance } from 'fastify';

import { addVary } from './add-vary.ts';

/** Below this a compressed answer saves less than the headers and the work cost. */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer with, from `Accept-Encoding`: brotli when the client takes it, then
 * gzip; a coding given `q=0` is refused, as HTTP says.
 */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const takes = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return undefined;
}

/**
 * JSON answers over 1 KB go compressed to a client that accepts it (the board's 10,000 chats are
 * about 4 MB of JSON). Brotli at quality 4 compresses nearly as well as gzip -9 at a fraction of
 * the CPU, which matters for answers made on every request. Streams (static files, media, the
 * event stream, which writes to the socket itself) never pass here: only whole bodies do.
 * Register last, so it sees each answer as the other hooks left it.
 */
export function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
      return payload;
    }
    reply.header('Vary', addVary(reply.getHeader('vary'), 'Accept-Encoding'));
    const size = Buffer.byteLength(payload);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding || size < COMPRESS_MIN_BYTES || reply.getHeader('content-encoding')) {
      return payload;
    }
    const body =
      encoding === 'br'
        ? await brotli(payload, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 4,
              [constants.BROTLI_PARAM_SIZE_HINT]: size,
            },
          })
        : await gzipAsync(payload, { level: 6 });
    reply.header('Content-Encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}
