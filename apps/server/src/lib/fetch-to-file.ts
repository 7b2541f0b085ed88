import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { publicAddressLookup } from './public-address.ts';

/**
 * Why a received file was given up on, kept on its message (`messages.media_failure`) and told to
 * the clinic in pt-BR: its bytes did not match the checksum the provider gave, the provider no
 * longer has it, its address or size was refused, or it kept failing.
 */
export type MediaFailure = 'corrupted' | 'unavailable' | 'refused' | 'failed';

/** A fetch that must not be tried again: the answer will not change. */
export class FetchRefused extends Error {
  constructor(
    message: string,
    readonly failure: MediaFailure = 'refused',
  ) {
    super(message);
    this.name = 'FetchRefused';
  }
}

/**
 * The bytes arrived whole but are not the file the provider described (its sha256 differs): never
 * kept. Tried again (a new link may serve the right bytes), then given up as 'corrupted'.
 */
export class MediaCorrupted extends Error {
  readonly failure: MediaFailure = 'corrupted';
  constructor(message: string) {
    super(message);
    this.name = 'MediaCorrupted';
  }
}

/** The failure an error given up on is kept as. */
export function mediaFailureOf(err: unknown): MediaFailure {
  return err instanceof FetchRefused || err instanceof MediaCorrupted ? err.failure : 'failed';
}

export interface FetchToFileOptions {
  /** Origins trusted as they are (the provider's own, the demo simulator's), private or not. */
  trustedOrigins: readonly string[];
  maxBytes: number;
  timeoutMs: number;
  maxRedirects?: number;
  /** Ends the download early (shutdown). */
  signal?: AbortSignal;
  /**
   * Request headers (a bearer token for the Cloud API's media URL); sent only to the first
   * URL's origin, never along a redirect to another host.
   */
  headers?: Record<string, string>;
}

/**
 * Downloads `url` into `file`, for a URL that someone outside named (a webhook's media link):
 * only http(s); each hop's host resolved and refused when private, and the connection made to the
 * very address that was checked (no second lookup to rebind); redirects followed by hand with the
 * same checks; the body streamed to disk and cut at `maxBytes`. Answers the content type, the
 * size and the SHA-256 of what was written (hex), hashed as it streamed.
 */
export async function fetchToFile(
  url: string,
  file: string,
  opts: FetchToFileOptions,
): Promise<{ contentType: string | null; bytes: number; sha256: string }> {
  let current = new URL(url);
  const origin = current.origin;
  const timeout = AbortSignal.timeout(opts.timeoutMs);
  const deadline = opts.signal ? AbortSignal.any([timeout, opts.signal]) : timeout;
  for (let hop = 0; hop <= (opts.maxRedirects ?? 3); hop++) {
    if (current.protocol !== 'http:' && current.protocol !== 'https:')
      throw new FetchRefused(`protocolo não permitido: ${current.protocol}`);
    const res = await guardedGet(current, opts, deadline, current.origin === origin);
    const status = res.statusCode ?? 0;
    if (status >= 300 && status < 400 && res.headers.location) {
      res.resume();
      current = new URL(res.headers.location, current);
      continue;
    }
    if (status < 200 || status >= 300) {
      res.resume();
      throw new Error(`HTTP ${status}`);
    }
    const declared = Number(res.headers['content-length'] ?? 0);
    if (declared > opts.maxBytes) {
      res.resume();
      throw new FetchRefused('arquivo grande demais');
    }
    let bytes = 0;
    const hash = createHash('sha256');
    const counter = new Transform({
      transform(chunk: Buffer, _enc, cb) {
        bytes += chunk.length;
        if (bytes > opts.maxBytes) return cb(new FetchRefused('arquivo grande demais'));
        hash.update(chunk);
        cb(null, chunk);
      },
    });
    try {
      await pipeline(res, counter, createWriteStream(file, { mode: 0o600 }), { signal: deadline });
    } catch (err) {
      await rm(file, { force: true });
      throw err;
    }
    return { contentType: res.headers['content-type'] ?? null, bytes, sha256: hash.digest('hex') };
  }
  throw new FetchRefused('redirecionamentos demais');
}

/**
 * One GET of a URL someone outside named: refused (FetchRefused) when its host resolves to a
 * private address, unless its origin is trusted; connected to the very address checked.
 */
export async function guardedGet(
  url: URL,
  opts: Pick<FetchToFileOptions, 'trustedOrigins' | 'headers'>,
  signal: AbortSignal,
  sameOrigin: boolean,
) {
  const trusted = opts.trustedOrigins.includes(url.origin);
  // The connection goes to the address checked here, whatever DNS would answer now.
  const pinnedLookup = trusted ? undefined : await publicAddressLookup(url);
  if (pinnedLookup === null) throw new FetchRefused(`endereço não permitido: ${url.host}`);
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const req = request(
      url,
      {
        signal,
        ...(pinnedLookup ? { lookup: pinnedLookup } : {}),
        ...(opts.headers && sameOrigin ? { headers: opts.headers } : {}),
      },
      resolve,
    );
    req.on('error', reject);
    req.end();
  });
}
