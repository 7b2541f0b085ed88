import type { IncomingMessage, ServerResponse } from 'node:http';

import { DEMO_LABEL } from './compose-answer.ts';
import { readForm, sendJson, wait } from './http-io.ts';
import { invalidRequest } from './openai-error.ts';
import type { SimContext } from './sim-context.ts';

const FORMATS = new Set(['json', 'text', 'verbose_json']);

/**
 * The demonstration's transcript. A file whose bytes are readable text (a test's "voice note")
 * is "heard" as that text; anything else as a fixed question about the consultation price.
 */
function hear(bytes: Buffer): string {
  const text = bytes.toString('utf8');
  const printable =
    bytes.length > 0 &&
    bytes.length <= 2000 &&
    ![...text].some((c) => c.charCodeAt(0) < 9 || c === '\uFFFD');
  const heard = printable
    ? text.trim()
    : 'Olá, boa tarde! Queria saber o valor da consulta, por favor.';
  return `${DEMO_LABEL} ${heard}`.slice(0, 4000);
}

/** `POST /v1/audio/transcriptions`: multipart `file` and `model` → `{ text }`. */
export async function transcriptions(
  sim: SimContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const form = await readForm(req);
  const file = form.get('file');
  const model = form.get('model');
  if (typeof model !== 'string' || model === '')
    throw invalidRequest('you must provide a model parameter', 'model');
  if (!(file instanceof Blob)) throw invalidRequest("Missing required parameter: 'file'.", 'file');
  const format = String(form.get('response_format') ?? 'json');
  if (!FORMATS.has(format))
    throw invalidRequest(`Invalid value for 'response_format': '${format}'.`, 'response_format');
  const fields: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) if (typeof value === 'string') fields[key] = value;
  const name = file instanceof File ? file.name : '';
  fields.file = { name, size: file.size, type: file.type };
  sim.calls.push({ path: '/v1/audio/transcriptions', body: fields, at: sim.now() });
  if (!(await wait(sim.delayMs, res))) return;

  const text = hear(Buffer.from(await file.arrayBuffer()));
  if (format === 'text') {
    if (res.headersSent || res.destroyed) return;
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(text);
    return;
  }
  const seconds = Math.max(1, Math.round(file.size / 4000));
  sendJson(
    res,
    200,
    format === 'verbose_json'
      ? { task: 'transcribe', language: 'portuguese', duration: seconds, text, segments: [] }
      : { text, usage: { type: 'duration', seconds } },
  );
}
