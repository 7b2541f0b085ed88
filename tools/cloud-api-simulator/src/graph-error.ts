/**
 * An error answered in the Graph API's shape:
 * `{ error: { message, type, code, error_data: { messaging_product, details }, fbtrace_id } }`.
 */
export class GraphError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly details?: string,
    readonly type = 'OAuthException',
  ) {
    super(message);
  }

  toJSON(): { error: Record<string, unknown> } {
    return {
      error: {
        message: this.message,
        type: this.type,
        code: this.code,
        ...(this.details
          ? { error_data: { messaging_product: 'whatsapp', details: this.details } }
          : {}),
        fbtrace_id: 'AsimulatorTrace',
      },
    };
  }
}

export const invalidToken = (): GraphError =>
  new GraphError(401, 190, 'Invalid OAuth access token - Cannot parse access token');

export const unknownObject = (id: string, method: 'get' | 'post' | 'delete'): GraphError =>
  new GraphError(
    400,
    100,
    `Unsupported ${method} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
    undefined,
    'GraphMethodException',
  );

export const invalidParameter = (details: string): GraphError =>
  new GraphError(400, 100, '(#100) Invalid parameter', details);

export const missingParameter = (details: string): GraphError =>
  new GraphError(400, 131008, '(#131008) Required parameter is missing', details);

export const invalidMessageId = (id: string): GraphError =>
  new GraphError(400, 131009, '(#131009) Parameter value is not valid', `Invalid message_id ${id}`);

export const WINDOW_CLOSED = {
  code: 131047,
  title: 'Re-engagement message',
  details:
    'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
} as const;

export const windowClosed = (): GraphError =>
  new GraphError(
    400,
    WINDOW_CLOSED.code,
    `(#131047) ${WINDOW_CLOSED.title}`,
    WINDOW_CLOSED.details,
  );

export const templateUnavailable = (name: string, language: string): GraphError =>
  new GraphError(
    404,
    132001,
    '(#132001) Template name does not exist in the translation',
    `template name (${name}) does not exist in ${language}`,
  );

export const templatePaused = (name: string): GraphError =>
  new GraphError(400, 132015, '(#132015) Template is paused', `Template ${name} is paused`);

export const templateParamsMismatch = (expected: number, got: number): GraphError =>
  new GraphError(
    400,
    132000,
    '(#132000) Number of parameters does not match the expected number of params',
    `body: number of localizable_params (${got}) does not match the expected number of params (${expected})`,
  );
