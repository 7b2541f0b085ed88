import { z } from 'zod';

export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'USER_NOT_FOUND',
  'WRONG_PASSWORD',
  'EMAIL_TAKEN',
  'CONFLICT',
  'INVALID_CODE',
  'ALREADY_CONFIRMED',
  'RESEND_COOLDOWN',
  'INVALID_RESET_TOKEN',
  'RATE_LIMITED',
  'RULE_BROKEN',
  /** A free text where only an approved template may go (the Cloud API's first message). */
  'TEMPLATE_REQUIRED',
  'PROVIDER_ERROR',
  'MAIL_FAILED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The HTTP status of each code: a code means one kind of failure, so it always answers the same
 * status, and a client may rely on either. (Fastify's own URL errors are the exception the error
 * handler keeps: a path too long is a 414 VALIDATION_ERROR.)
 */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  INVALID_CODE: 400,
  INVALID_RESET_TOKEN: 400,
  UNAUTHORIZED: 401,
  WRONG_PASSWORD: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  CONFLICT: 409,
  ALREADY_CONFIRMED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RULE_BROKEN: 422,
  TEMPLATE_REQUIRED: 422,
  RATE_LIMITED: 429,
  RESEND_COOLDOWN: 429,
  INTERNAL: 500,
  PROVIDER_ERROR: 502,
  MAIL_FAILED: 502,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<ErrorCode, number>;

export const zErrorDetail = z.object({ path: z.string(), message: z.string() });

/** Every failed call answers this body (ARCHITECTURE: HTTP API). */
export const zErrorBody = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.enum(ERROR_CODES),
  details: z.array(zErrorDetail).optional(),
});
export type ErrorBody = z.infer<typeof zErrorBody>;
