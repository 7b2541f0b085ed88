import { z } from 'zod';

import { CODE_LENGTH, EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../constants.ts';
import { MSG } from '../messages.ts';

const V = MSG.validation;

/** Trimmed person name, bounded. */
export const zName = z
  .string({ error: V.nameRequired })
  .trim()
  .min(1, V.nameRequired)
  .max(NAME_MAX, V.nameTooLong);

/** E-mail, trimmed and lower-cased so that uniqueness ignores case. */
export const zEmail = z
  .string({ error: V.emailRequired })
  .trim()
  .min(1, V.emailRequired)
  .max(EMAIL_MAX, V.emailInvalid)
  .pipe(z.email({ error: V.emailInvalid }))
  .transform((s) => s.toLowerCase());

export const zPassword = z
  .string({ error: V.passwordRequired })
  .min(PASSWORD_MIN, V.passwordMin)
  .max(PASSWORD_MAX, V.passwordMax);

/** A password as typed at sign-in: never validated for strength, only bounded. */
export const zLoginPassword = z
  .string({ error: V.passwordRequired })
  .min(1, V.passwordRequired)
  .max(PASSWORD_MAX, V.passwordMax);

export const zCode = z
  .string({ error: V.codeInvalidFormat })
  .trim()
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), V.codeInvalidFormat);

export const zUuid = z.uuid({ error: V.userIdInvalid });

function isTimeZone(tz: string): boolean {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: tz }).resolvedOptions().timeZone !== '';
  } catch {
    return false;
  }
}

export const zTimeZone = z
  .string({ error: V.timeZoneInvalid })
  .trim()
  .min(1, V.timeZoneInvalid)
  .max(64, V.timeZoneInvalid)
  .refine(isTimeZone, V.timeZoneInvalid);
