import { MSG } from '@conecta/contract';

import { ProviderError } from '../messaging-provider.ts';
import { translateGraphError } from './translate-graph-error.ts';

export interface GraphClientOptions {
  /** The versioned Graph base, e.g. `https://graph.facebook.com/v21.0`. */
  baseUrl: string;
  timeoutMs?: number;
  /** Tries in all for a retryable failure (network, rate limit, Meta's transient errors). */
  attempts?: number;
  backoffMs?: number;
}

export interface GraphRequest {
  method: 'GET' | 'POST' | 'DELETE';
  /** Under the versioned base (`/{phone-number-id}/messages`), or a full URL (a media file). */
  path: string;
  json?: unknown;
  form?: FormData;
  /**
   * A send creates a message: it is not repeated once the request may have reached Meta (a
   * dropped connection, a timeout), since the caller's retry first looks for the message.
   */
  send?: boolean;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Failures before a connection exists: the request cannot have been received. */
const NO_CONNECTION = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

function neverConnected(err: unknown): boolean {
  const cause = err instanceof Error ? (err.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' && NO_CONNECTION.has(cause.code);
}

type Json = Record<string, unknown>;
const asObject = (v: unknown): Json =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {};

/** `{ error: { message, type, code, error_data: { details }, fbtrace_id } }` as a ProviderError. */
function graphError(status: number, parsed: unknown): ProviderError {
  const error = asObject(asObject(parsed).error);
  const code = typeof error.code === 'number' ? error.code : undefined;
  const details = asObject(error.error_data).details;
  const said = [error.message, details].filter((s) => typeof s === 'string' && s).join(': ');
  const failure = translateGraphError(status, code);
  return new ProviderError(
    failure.message,
    status,
    failure.retryable,
    said || undefined,
    false,
    failure.reason,
  );
}

/**
 * Meta's Graph API over HTTP: `Authorization: Bearer <access token>` on every call, errors in
 * Graph's shape, quick retries of what Meta asks to retry (rate limits, transient errors).
 */
export function createGraphClient(opts: GraphClientOptions) {
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const attempts = opts.attempts ?? 3;
  const backoffMs = opts.backoffMs ?? 300;
  const base = opts.baseUrl.replace(/\/$/, '');

  async function fetchOnce(token: string, req: GraphRequest): Promise<Response> {
    const url = /^https?:\/\//.test(req.path) ? req.path : `${base}${req.path}`;
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    let body: string | FormData | undefined;
    if (req.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(req.json);
    } else if (req.form) {
      body = req.form; // fetch sets the multipart boundary itself
    }
    let res: Response;
    try {
      res = await fetch(url, {
        method: req.method,
        headers,
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      throw new ProviderError(
        timedOut ? MSG.provider.timeout : MSG.provider.unreachable,
        null,
        true,
        undefined,
        !neverConnected(err),
      );
    }
    if (!res.ok) {
      const text = await res.text().catch(() => '');
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = null;
      }
      throw graphError(res.status, parsed);
    }
    return res;
  }

  async function withRetries<T>(req: GraphRequest, run: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await run();
      } catch (err) {
        if (!(err instanceof ProviderError) || !err.retryable || attempt >= attempts) throw err;
        if (req.send && err.maybeDelivered) throw err;
        await sleep(backoffMs * 2 ** (attempt - 1));
      }
    }
  }

  return {
    /** A call answered in JSON (an empty answer is `{}`). */
    json(token: string, req: GraphRequest): Promise<Json> {
      return withRetries(req, async () => {
        const res = await fetchOnce(token, req);
        const text = await res.text();
        if (!text) return {};
        try {
          return asObject(JSON.parse(text));
        } catch {
          throw new ProviderError(MSG.provider.failed, res.status, false);
        }
      });
    },
    /** A file's bytes (a media download) with its type. */
    bytes(token: string, req: GraphRequest): Promise<{ bytes: Buffer; contentType: string }> {
      return withRetries(req, async () => {
        const res = await fetchOnce(token, req);
        const bytes = Buffer.from(await res.arrayBuffer());
        return { bytes, contentType: res.headers.get('content-type') ?? '' };
      });
    },
  };
}
export type GraphClient = ReturnType<typeof createGraphClient>;
