import type { IncomingMessage } from 'node:http';

import { FetchRefused, guardedGet } from './fetch-to-file.ts';

/** Why a text could not be fetched, for a status a person reads. */
export type FetchTextFailure = 'status' | 'timeout' | 'refused' | 'tooLarge' | 'network';

export class FetchTextError extends Error {
  constructor(
    readonly failure: FetchTextFailure,
    readonly status?: number,
  ) {
    super(`falha ao baixar: ${failure}${status ? ` ${status}` : ''}`);
    this.name = 'FetchTextError';
  }
}

/**
 * GETs a small text from a URL someone outside named (a calendar's ICS address): http(s) only,
 * redirects followed by hand with the same address check at each hop (private and loopback hosts
 * refused unless `allowPrivate`), the whole fetch under `timeoutMs`, the body cut at `maxBytes`.
 */
export async function fetchText(
  url: string,
  opts: { allowPrivate: boolean; timeoutMs: number; maxBytes: number; maxRedirects?: number },
): Promise<string> {
  const deadline = AbortSignal.timeout(opts.timeoutMs);
  let current = new URL(url);
  const origin = current.origin;
  try {
    for (let hop = 0; hop <= (opts.maxRedirects ?? 3); hop++) {
      if (current.protocol !== 'http:' && current.protocol !== 'https:')
        throw new FetchTextError('refused');
      // Outside production a calendar on this machine (a test's, a demo's) may be read.
      const trusted = opts.allowPrivate ? [current.origin] : [];
      const res = await guardedGet(
        current,
        { trustedOrigins: trusted, headers: { accept: 'text/calendar, */*;q=0.5' } },
        deadline,
        current.origin === origin,
      );
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        current = new URL(res.headers.location, current);
        continue;
      }
      if (status < 200 || status >= 300) {
        res.resume();
        throw new FetchTextError('status', status);
      }
      return await readCapped(res, opts.maxBytes, deadline);
    }
    throw new FetchTextError('refused');
  } catch (err) {
    if (err instanceof FetchTextError) throw err;
    if (err instanceof FetchRefused) throw new FetchTextError('refused');
    if (deadline.aborted) throw new FetchTextError('timeout');
    throw new FetchTextError('network');
  }
}

async function readCapped(res: IncomingMessage, maxBytes: number, signal: AbortSignal) {
  if (Number(res.headers['content-length'] ?? 0) > maxBytes) {
    res.destroy();
    throw new FetchTextError('tooLarge');
  }
  const chunks: Buffer[] = [];
  let bytes = 0;
  const abort = () => res.destroy(new Error('tempo esgotado'));
  signal.addEventListener('abort', abort, { once: true });
  try {
    for await (const chunk of res as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > maxBytes) {
        res.destroy();
        throw new FetchTextError('tooLarge');
      }
      chunks.push(chunk);
    }
  } finally {
    signal.removeEventListener('abort', abort);
  }
  return Buffer.concat(chunks).toString('utf8');
}
