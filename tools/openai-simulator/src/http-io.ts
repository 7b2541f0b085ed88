import type { IncomingMessage, ServerResponse } from 'node:http';

import { invalidRequest, OpenAiError } from './openai-error.ts';

/** OpenAI takes audio files up to 25 MB; a little room for the multipart framing. */
export const MAX_BODY_BYTES = 26 * 1024 * 1024;

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent || res.destroyed) return;
  const json = JSON.stringify(body);
  res
    .writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(json)),
      ...headers,
    })
    .end(json);
}

export async function readRawBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES)
      throw new OpenAiError(413, 'Request body too large.', 'invalid_request_error');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

export async function readJsonObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = (await readRawBody(req)).toString('utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidRequest(
      "We could not parse the JSON body of your request. (HINT: This likely means you aren't using your HTTP library correctly. The OpenAI API expects a JSON payload, but what was sent was not valid JSON.)",
    );
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw invalidRequest('The request body must be a JSON object.');
  return parsed as Record<string, unknown>;
}

/** A multipart/form-data body read with the platform's own parser (undici's FormData). */
export async function readForm(req: IncomingMessage): Promise<FormData> {
  const type = req.headers['content-type'] ?? '';
  if (!type.startsWith('multipart/form-data'))
    throw invalidRequest('Expected a multipart/form-data body.');
  const raw = await readRawBody(req);
  try {
    return await new Response(raw, { headers: { 'content-type': type } }).formData();
  } catch {
    throw invalidRequest('Could not parse multipart form.');
  }
}

/** Resolves after `ms`, or early (false) when the caller hangs up. */
export function wait(ms: number, res: ServerResponse): Promise<boolean> {
  if (ms <= 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      res.off('close', onClose);
      resolve(true);
    }, ms);
    const onClose = () => {
      clearTimeout(timer);
      resolve(false);
    };
    res.once('close', onClose);
  });
}
