import { MSG, zErrorBody, type ErrorCode } from '@conecta/contract';
import type { z } from 'zod';

import { getToken } from './session-store';

type ErrorDetail = { path: string; message: string };

/** The server answered with an error status; `message` is pt-BR text meant for a person. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'UNKNOWN';
  readonly details: ErrorDetail[] | undefined;

  constructor(
    status: number,
    code: ErrorCode | 'UNKNOWN',
    message: string,
    details?: ErrorDetail[],
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** The request never got an answer (server down, offline, CORS, aborted). */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super('Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

/**
 * A sync answer, or undefined when the server refused the sync point (400): one written by
 * another server version, during a rolling upgrade or a rollback, would be refused at every
 * check, so the caller starts over from a whole answer instead.
 */
export function unlessSyncRefused<T>(answer: Promise<T>): Promise<T | undefined> {
  return answer.catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 400) return undefined;
    throw error;
  });
}

let onUnauthorized: (() => void) | null = null;

/**
 * Registers what happens when a call made with the stored session token answers 401
 * (the signed-in layout ends the session). Returns the unregister function.
 */
export function setUnauthorizedHandler(handler: () => void): () => void {
  onUnauthorized = handler;
  return () => {
    if (onUnauthorized === handler) onUnauthorized = null;
  };
}

/** A 401 to a call made with the stored session token: the signed-in layout ends the session. */
export function reportUnauthorized(): void {
  onUnauthorized?.();
}

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** 'session' (default) sends the stored token, a string sends that token, false sends none. */
  auth?: 'session' | string | false;
  /** With `auth: 'session'`, a 401 calls the registered handler unless this is false. */
  handleUnauthorized?: boolean;
  /** Validates (and strips) the successful answer. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /**
   * A GET polled again and again (the chat list, an open chat): the answer is kept under this key
   * with its `ETag`, sent back as `If-None-Match`, and a `304 Not Modified` answers the kept data
   * without moving the body again. Kept in memory only, per session token.
   */
  revalidateKey?: string;
  /** Reads the headers of a successful answer (a 304 of a kept one included). */
  onHeaders?: (headers: Headers) => void;
};

/** The last answer of each revalidated GET: its tag and its data, as the caller got them. */
const revalidated = new Map<string, { etag: string; data: unknown }>();
/** At most this many kept answers (an open board and a few chats need a handful). */
const REVALIDATED_MAX = 20;

function remember(key: string, etag: string, data: unknown) {
  revalidated.delete(key);
  revalidated.set(key, { etag, data });
  if (revalidated.size > REVALIDATED_MAX) revalidated.delete(revalidated.keys().next().value!);
}

/**
 * The answer's JSON, or null for an empty or non-JSON body. A body cut off on the way (the call
 * aborted, the connection dropped) is a NetworkError, never an empty answer: as one, it would be
 * kept under the answer's ETag and every later 304 would show an empty chat.
 */
async function readJson(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** An error answer as an ApiError: the server's pt-BR message, or the general one. */
export function toApiError(status: number, body: unknown): ApiError {
  const parsed = zErrorBody.safeParse(body);
  if (parsed.success) {
    const { code, message, details } = parsed.data;
    return new ApiError(status, code, message, details);
  }
  const message =
    typeof body === 'object' &&
    body !== null &&
    'message' in body &&
    typeof body.message === 'string'
      ? body.message
      : MSG.common.internal;
  return new ApiError(status, 'UNKNOWN', message);
}

/** One JSON call to the same-origin API. Throws ApiError or NetworkError. */
export async function request<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const {
    method = 'GET',
    body,
    auth = 'session',
    handleUnauthorized = true,
    schema,
    signal,
    revalidateKey,
    onHeaders,
  } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = auth === 'session' ? getToken() : auth || null;
  if (token) headers.Authorization = `Bearer ${token}`;
  // Another session must never be answered with this one's kept data.
  const keptKey = method === 'GET' && revalidateKey ? `${token ?? ''} ${revalidateKey}` : undefined;
  const kept = keptKey ? revalidated.get(keptKey) : undefined;
  if (kept) headers['If-None-Match'] = kept.etag;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    throw new NetworkError(error);
  }

  if (response.status === 304 && kept) {
    onHeaders?.(response.headers);
    return kept.data as T;
  }
  // A failure's status says enough when its body is lost; an answer's body must arrive whole.
  const data = response.ok ? await readJson(response) : await readJson(response).catch(() => null);
  if (!response.ok) {
    if (response.status === 401 && auth === 'session' && handleUnauthorized) reportUnauthorized();
    throw toApiError(response.status, data);
  }
  const result = schema ? schema.safeParse(data) : { success: true as const, data: data as T };
  if (!result.success) throw new ApiError(response.status, 'UNKNOWN', MSG.common.internal);
  const etag = keptKey ? response.headers.get('ETag') : null;
  if (keptKey && etag) remember(keptKey, etag, result.data);
  onHeaders?.(response.headers);
  return result.data;
}
