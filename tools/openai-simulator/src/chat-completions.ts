import type { IncomingMessage, ServerResponse } from 'node:http';

import { composeAnswer, countTokens, splitForStream, type ChatMessage } from './compose-answer.ts';
import { asksForSummary, composeSummary } from './compose-summary.ts';
import { readJsonObject, sendJson, wait } from './http-io.ts';
import { invalidRequest } from './openai-error.ts';
import type { SimContext } from './sim-context.ts';

const MAX_MESSAGES = 2048;

function textOf(content: unknown): string | undefined {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return undefined;
  // Content parts: only the text ones matter here.
  return content
    .map((part: unknown) =>
      typeof part === 'object' && part !== null && (part as { type?: unknown }).type === 'text'
        ? String((part as { text?: unknown }).text ?? '')
        : '',
    )
    .join('');
}

function parseMessages(value: unknown): ChatMessage[] {
  if (!Array.isArray(value) || value.length === 0)
    throw invalidRequest(
      "Invalid 'messages': empty array. Expected an array with minimum length 1, but got an empty array instead.",
      'messages',
    );
  if (value.length > MAX_MESSAGES)
    throw invalidRequest(
      `Invalid 'messages': array too long. Expected an array with maximum length ${MAX_MESSAGES}.`,
      'messages',
    );
  return value.map((m: unknown, i) => {
    const record = typeof m === 'object' && m !== null ? (m as Record<string, unknown>) : {};
    const role = record.role;
    const content = textOf(record.content);
    if (typeof role !== 'string' || content === undefined)
      throw invalidRequest(`Invalid value for 'messages[${i}]'.`, `messages[${i}]`);
    return { role, content };
  });
}

/** `POST /v1/chat/completions`, plain or streamed as server-sent events ending in `[DONE]`. */
export async function chatCompletions(
  sim: SimContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const body = await readJsonObject(req);
  if (typeof body.model !== 'string' || body.model === '')
    throw invalidRequest('you must provide a model parameter', 'model');
  const messages = parseMessages(body.messages);
  sim.calls.push({ path: '/v1/chat/completions', body, at: sim.now() });
  if (!(await wait(sim.delayMs, res))) return;

  const answer = asksForSummary(messages) ? composeSummary(messages) : composeAnswer(messages);
  const id = `chatcmpl-${sim.nextId()}`;
  const created = Math.floor(sim.now() / 1000);
  const promptTokens = countTokens(messages.map((m) => m.content).join('\n'));
  const completionTokens = countTokens(answer);
  const usage = {
    prompt_tokens: promptTokens,
    completion_tokens: completionTokens,
    total_tokens: promptTokens + completionTokens,
  };

  if (body.stream !== true) {
    sendJson(res, 200, {
      id,
      object: 'chat.completion',
      created,
      model: body.model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: answer, refusal: null },
          logprobs: null,
          finish_reason: 'stop',
        },
      ],
      usage,
    });
    return;
  }

  const includeUsage =
    typeof body.stream_options === 'object' &&
    body.stream_options !== null &&
    (body.stream_options as { include_usage?: unknown }).include_usage === true;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) => {
    const data = { id, object: 'chat.completion.chunk', created, model: body.model, choices };
    res.write(
      `data: ${JSON.stringify({ ...data, ...(includeUsage ? { usage: null } : {}), ...extra })}\n\n`,
    );
  };
  chunk([
    { index: 0, delta: { role: 'assistant', content: '' }, logprobs: null, finish_reason: null },
  ]);
  for (const piece of splitForStream(answer)) {
    if (!(await wait(sim.chunkDelayMs, res))) return;
    chunk([{ index: 0, delta: { content: piece }, logprobs: null, finish_reason: null }]);
  }
  chunk([{ index: 0, delta: {}, logprobs: null, finish_reason: 'stop' }]);
  if (includeUsage) chunk([], { usage });
  res.end('data: [DONE]\n\n');
}
