/**
 * An error answered in the OpenAI API's shape: `{ error: { message, type, param, code } }`
 * (the API reference's "Error codes" page; the official clients read `error.message` and
 * `error.code`, and retry 408, 409, 429 and 5xx on their own).
 */
export class OpenAiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type: string,
    readonly code: string | null = null,
    readonly param: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toJSON(): { error: Record<string, unknown> } {
    return {
      error: { message: this.message, type: this.type, param: this.param, code: this.code },
    };
  }
}

export const missingKey = (): OpenAiError =>
  new OpenAiError(
    401,
    "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
    'invalid_request_error',
  );

export const wrongKey = (given: string): OpenAiError =>
  new OpenAiError(
    401,
    `Incorrect API key provided: ${given.length > 8 ? `${given.slice(0, 3)}***${given.slice(-4)}` : '***'}. You can find your API key at https://platform.openai.com/account/api-keys.`,
    'invalid_request_error',
    'invalid_api_key',
  );

export const invalidRequest = (message: string, param: string | null = null): OpenAiError =>
  new OpenAiError(400, message, 'invalid_request_error', null, param);

export const rateLimited = (retryAfterMs: number): OpenAiError =>
  new OpenAiError(
    429,
    'Rate limit reached for requests. Please try again later.',
    'requests',
    'rate_limit_exceeded',
    null,
    {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
      'retry-after-ms': String(retryAfterMs),
    },
  );

export const serverError = (status: number): OpenAiError =>
  new OpenAiError(
    status,
    'The server had an error while processing your request. Sorry about that!',
    'server_error',
  );
