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
  'PROVIDER_ERROR',
  'MAIL_FAILED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const zErrorDetail = z.object({ path: z.string(), message: z.string() });

/** Every failed call answers this body (ARCHITECTURE: HTTP API). */
export const zErrorBody = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.enum(ERROR_CODES),
  details: z.array(zErrorDetail).optional(),
});
export type ErrorBody = z.infer<typeof zErrorBody>;
