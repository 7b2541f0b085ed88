import { MSG } from '@conecta/contract';
import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  toFile,
} from 'openai';

import type { AssistantConfig } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';

const M = MSG.assistant;

/** Besides the first try: the client waits as the provider's retry-after says, or backs off. */
const MAX_RETRIES = 2;

export interface PromptMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** The provider's failure, told to the member in pt-BR (never a 500, never the provider's text). */
export function providerFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof APIConnectionTimeoutError) return new AppError('PROVIDER_ERROR', M.timeout);
  if (error instanceof APIConnectionError) return new AppError('PROVIDER_ERROR', M.providerFailed);
  if (error instanceof APIError) {
    if (error.status === 429) return new AppError('RATE_LIMITED', M.busy);
    if (error.status !== undefined && error.status >= 400 && error.status < 500)
      return new AppError('PROVIDER_ERROR', M.providerRejected);
  }
  return new AppError('PROVIDER_ERROR', M.providerFailed);
}

/**
 * The OpenAI-compatible endpoint the server is configured with, through the official client:
 * its own timeout (each try) and retries on 429 and 5xx (honouring `retry-after`).
 */
export function createAssistantClient(config: AssistantConfig) {
  const client = new OpenAI({
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    timeout: config.timeoutMs,
    maxRetries: MAX_RETRIES,
  });

  return {
    /**
     * The reply as it is written: text pieces, then the tokens the provider counted (or an
     * estimate when it does not say). Stops when `signal` aborts (the member went away).
     */
    async *streamChat(
      messages: PromptMessage[],
      signal: AbortSignal,
    ): AsyncGenerator<{ text: string } | { tokens: number }> {
      let written = '';
      let tokens: number | undefined;
      try {
        const stream = await client.chat.completions.create(
          {
            model: config.model,
            messages,
            stream: true,
            stream_options: { include_usage: true },
            temperature: 0.2,
          },
          { signal },
        );
        for await (const chunk of stream) {
          if (chunk.usage) tokens = chunk.usage.total_tokens;
          const text = chunk.choices[0]?.delta?.content;
          if (text) {
            written += text;
            yield { text };
          }
        }
      } catch (error) {
        if (error instanceof APIUserAbortError) return;
        throw providerFailure(error);
      }
      yield { tokens: tokens ?? estimateTokens(messages, written) };
    },

    async transcribe(
      bytes: Buffer,
      fileName: string,
      mime: string,
      signal: AbortSignal,
    ): Promise<{ text: string; tokens: number }> {
      if (!config.transcribeModel) throw new AppError('NOT_FOUND', M.transcribeUnavailable);
      try {
        const answer = await client.audio.transcriptions.create(
          {
            file: await toFile(bytes, fileName, { type: mime }),
            model: config.transcribeModel,
            language: 'pt',
          },
          { signal },
        );
        const text = answer.text.trim();
        // Speech is billed by duration, not tokens: its text's length stands in for the cap.
        return { text, tokens: Math.ceil(text.length / 4) + 1 };
      } catch (error) {
        throw providerFailure(error);
      }
    },
  };
}
export type AssistantClient = ReturnType<typeof createAssistantClient>;

/** About four characters a token, when the provider does not report usage on a stream. */
function estimateTokens(messages: PromptMessage[], written: string): number {
  const chars = messages.reduce((n, m) => n + m.content.length, 0) + written.length;
  return Math.ceil(chars / 4);
}
