import type { IncomingMessage, ServerResponse } from 'node:http';

/** Meta's largest media (documents) are 100 MB. */
export const MAX_BODY_BYTES = 110 * 1024 * 1024;

/** A control-API error, answered as `{"error": message}`. */
export class ControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) return;
  const json = JSON.stringify(body);
  res
    .writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(json)),
    })
    .end(json);
}

export async function readRawBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new ControlError(413, 'Request body too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** The JSON body as an object ({} when empty); `onInvalid` builds the error for bad JSON. */
export async function readJsonObject(
  req: IncomingMessage,
  onInvalid: () => Error,
): Promise<Record<string, unknown>> {
  const text = (await readRawBody(req)).toString('utf8');
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw onInvalid();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw onInvalid();
  return parsed as Record<string, unknown>;
}

/** The simulator's own base URL as the caller reached it (used in media links). */
export function requestBaseUrl(req: IncomingMessage): string | undefined {
  const host = req.headers.host;
  return host ? `http://${host}` : undefined;
}

export function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

export function asString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
