import { MSG } from '@conecta/contract';

import { createHttpTransport, type HttpTransportOptions } from '../http-transport.ts';
import { ProviderError } from '../messaging-provider.ts';
import { translateGraphError } from './translate-graph-error.ts';

export interface GraphClientOptions extends HttpTransportOptions {
  /** The versioned Graph base, e.g. `https://graph.facebook.com/v21.0`. */
  baseUrl: string;
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
  const base = opts.baseUrl.replace(/\/$/, '');
  const transport = createHttpTransport({
    ...opts,
    refusal: (status, text) => {
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = null;
      }
      return graphError(status, parsed);
    },
  });

  return {
    /** A call answered in JSON (an empty answer is `{}`). */
    async json(token: string, req: GraphRequest): Promise<Json> {
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      let body: string | FormData | undefined;
      if (req.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(req.json);
      } else if (req.form) {
        body = req.form;
      }
      const url = /^https?:\/\//.test(req.path) ? req.path : `${base}${req.path}`;
      const res = await transport.request({
        method: req.method,
        url,
        headers,
        body,
        send: req.send,
      });
      if (!res.text) return {};
      try {
        return asObject(JSON.parse(res.text));
      } catch {
        throw new ProviderError(MSG.provider.failed, res.status, false);
      }
    },
  };
}
export type GraphClient = ReturnType<typeof createGraphClient>;
