import { createHash } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

/** Paths polled by an open board or chat window (the chat list every 10 s, a chat every 2 s). */
const POLLED_PREFIXES = ['/dashboard/', '/api/'];

/** A weak validator (the same JSON may go brotli, gzip or plain) of an answer's bytes. */
export function etagOf(body: string | Buffer): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((v) => {
    const tag = v.trim();
    return tag === '*' || tag === etag || `W/${tag}` === etag;
  });
}

/**
 * Every successful JSON answer to a GET carries an `ETag` of its bytes, and a client that sends it
 * back in `If-None-Match` gets `304 Not Modified` with no body when nothing changed: an idle board
 * then moves a few hundred bytes per check instead of the whole list. The answers stay
 * `no-store` (patients' data is kept by the page, never by the browser's cache), so only a client
 * that asks, with the tag it kept, gets a 304; the spec's plain requests are answered as before.
 * Register before the compression hook: the tag is of the uncompressed bytes.
 */
export function registerConditionalGet(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!POLLED_PREFIXES.some((p) => request.url.startsWith(p))) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
      return payload;
    }
    const etag = etagOf(payload);
    reply.header('ETag', etag);
    if (!matches(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return '';
  });
}
