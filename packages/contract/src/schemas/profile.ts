import { z } from 'zod';

import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../constants.ts';
import { MSG } from '../messages.ts';
import { zCode, zTimeZone } from './fields.ts';

const P = MSG.profile;
const V = MSG.validation;

/** The Settings panel says which field is empty in its own words; the bounds are sign-up's. */
export const zProfileName = z
  .string({ error: P.nameEmpty })
  .trim()
  .min(1, P.nameEmpty)
  .max(NAME_MAX, V.nameTooLong);

export const zProfileEmail = z
  .string({ error: P.emailEmpty })
  .trim()
  .min(1, P.emailEmpty)
  .max(EMAIL_MAX, V.emailInvalid)
  .pipe(z.email({ error: V.emailInvalid }))
  .transform((s) => s.toLowerCase());

/** The sign-up password rule, with the panel's message when it is empty. */
export const zProfilePassword = z
  .string({ error: P.passwordEmpty })
  .min(1, P.passwordEmpty)
  .min(PASSWORD_MIN, V.passwordMin)
  .max(PASSWORD_MAX, V.passwordMax);

/** PUT /api/profile/update-name */
export const zUpdateNameRequest = z.strictObject({ name: zProfileName });
export type UpdateNameRequest = z.input<typeof zUpdateNameRequest>;
export const zUpdateNameResponse = z.object({
  success: z.literal(true),
  name: z.string(),
  message: z.string(),
});
export type UpdateNameResponse = z.infer<typeof zUpdateNameResponse>;

/** POST /api/profile/request-email-change: mails a code to the new address. */
export const zRequestEmailChangeRequest = z.strictObject({ newEmail: zProfileEmail });
export type RequestEmailChangeRequest = z.input<typeof zRequestEmailChangeRequest>;

/** POST /api/profile/confirm-email-change: ends every session of the user. */
export const zConfirmEmailChangeRequest = z.strictObject({ newEmail: zProfileEmail, code: zCode });
export type ConfirmEmailChangeRequest = z.input<typeof zConfirmEmailChangeRequest>;

/** POST /api/profile/request-password-change: mails a code to the current address. */
export const zRequestPasswordChangeRequest = z.strictObject({ newPassword: zProfilePassword });
export type RequestPasswordChangeRequest = z.input<typeof zRequestPasswordChangeRequest>;

/** POST /api/profile/confirm-password-change: ends the user's other sessions. */
export const zConfirmPasswordChangeRequest = z.strictObject({
  newPassword: zProfilePassword,
  code: zCode,
});
export type ConfirmPasswordChangeRequest = z.input<typeof zConfirmPasswordChangeRequest>;

/** PUT /api/profile/time-zone (not in the spec): the zone scheduled messages are read in. */
export const zUpdateTimeZoneRequest = z.strictObject({ timeZone: zTimeZone });
export type UpdateTimeZoneRequest = z.input<typeof zUpdateTimeZoneRequest>;
export const zUpdateTimeZoneResponse = z.object({
  success: z.literal(true),
  timeZone: z.string(),
  message: z.string(),
});
export type UpdateTimeZoneResponse = z.infer<typeof zUpdateTimeZoneResponse>;

/** POST /auth/forgot-password: the same answer whether or not the e-mail has an account. */
export const zForgotPasswordRequest = z.strictObject({
  email: z
    .string({ error: MSG.forgot.fieldRequired })
    .trim()
    .min(1, MSG.forgot.fieldRequired)
    .max(EMAIL_MAX, MSG.forgot.emailInvalid)
    .pipe(z.email({ error: MSG.forgot.emailInvalid }))
    .transform((s) => s.toLowerCase()),
});
export type ForgotPasswordRequest = z.input<typeof zForgotPasswordRequest>;

/** The reset link's token: 32 random bytes in base64url (43 characters). */
export const zResetToken = z
  .string({ error: MSG.resetPassword.invalidDescription })
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, MSG.resetPassword.invalidDescription);

/** POST /auth/reset-password: sets the password and ends every session. */
export const zResetPasswordRequest = z.strictObject({
  token: zResetToken,
  password: zProfilePassword,
});
export type ResetPasswordRequest = z.input<typeof zResetPasswordRequest>;
