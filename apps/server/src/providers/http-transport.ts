import { MSG } from '@conecta/contract';

import { ProviderError } from './messaging-provider.ts';

export interface HttpTransportOptions {
  timeoutMs?: number;
  /** Tries in all for a retryable failure (network, rate limit, the provider's transient errors). */
  attempts?: number;
  backoffMs?: number;
}

export interface HttpRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** A JSON text (the caller sets its content type) or a form (fetch sets the multipart boundary). */
  body?: string | FormData;
  /**
   * A send creates a message: it is not repeated once the request may have reached the provider
   * (a dropped connection, a timeout), since the caller's retry first looks for the message.
   */
  send?: boolean;
}

/** A 2xx answer: its status and its body as text. */
export interface HttpAnswer {
  status: number;
  text: string;
}

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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Both providers' HTTP: one request with a timeout, a network failure or a timeout as the pt-BR
 * ProviderError, an error answer as the provider's own reading of it (`refusal`), and quick
 * retries, with backoff, of what is retryable. A send is tried again only when the provider
 * cannot have taken it (no connection, or an error answer).
 */
export function createHttpTransport(
  opts: HttpTransportOptions & {
    /** The provider's reading of an error answer (status not 2xx, with its body's text). */
    refusal: (status: number, text: string) => ProviderError;
  },
) {
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const attempts = opts.attempts ?? 3;
  const backoffMs = opts.backoffMs ?? 300;

  async function once(req: HttpRequest): Promise<HttpAnswer> {
    let res: Response;
    try {
      res = await fetch(req.url, {
        method: req.method,
        headers: req.headers,
        body: req.body,
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
    if (!res.ok) throw opts.refusal(res.status, await res.text().catch(() => ''));
    return { status: res.status, text: await res.text() };
  }

  return {
    async request(req: HttpRequest): Promise<HttpAnswer> {
      for (let attempt = 1; ; attempt++) {
        try {
          return await once(req);
        } catch (err) {
          if (!(err instanceof ProviderError) || !err.retryable || attempt >= attempts) throw err;
          if (req.send && err.maybeDelivered) throw err;
          await sleep(backoffMs * 2 ** (attempt - 1));
        }
      }
    },
  };
}
export type HttpTransport = ReturnType<typeof createHttpTransport>;
