import type { IncomingMessage, ServerResponse } from 'node:http';

/** A 100 MB document as base64 in JSON (send-document) is about 134 MB. */
export const MAX_BODY_BYTES = 140 * 1024 * 1024;

/** An error answered as `{"error": message}` with `status`, like Z-API does. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body?: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) return;
  if (body === undefined || status === 204) {
    res.writeHead(status, headers).end();
    return;
  }
  const json = JSON.stringify(body);
  res
    .writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(json)),
      ...headers,
    })
    .end(json);
}

/** The request has a JSON Content-Type (what Z-API requires on POST and PUT). */
export function isJsonRequest(req: IncomingMessage): boolean {
  return /^application\/json\b/i.test(req.headers['content-type'] ?? '');
}

/**
 * The parsed JSON body, or undefined when there is none. A host framework that already
 * consumed the stream can leave the parsed value in `req.body` (as Express and Fastify do).
 */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const preParsed = (req as IncomingMessage & { body?: unknown }).body;
  let text: string;
  if (preParsed !== undefined && preParsed !== null) {
    if (typeof preParsed === 'string') text = preParsed;
    else if (Buffer.isBuffer(preParsed)) text = preParsed.toString('utf8');
    else return preParsed;
  } else {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      const buffer = chunk as Buffer;
      size += buffer.length;
      if (size > MAX_BODY_BYTES) throw new ApiError(413, 'Request body too large');
      chunks.push(buffer);
    }
    text = Buffer.concat(chunks).toString('utf8');
  }
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'Invalid JSON body');
  }
}

/** The simulator's own base URL as the caller reached it (used in avatar and media links). */
export function requestBaseUrl(req: IncomingMessage, basePath: string): string | undefined {
  const host = req.headers['x-forwarded-host'] ?? req.headers.host;
  if (!host || Array.isArray(host)) return undefined;
  const forwarded = req.headers['x-forwarded-proto'];
  const proto = typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : 'http';
  return `${proto || 'http'}://${host}${basePath}`;
}
