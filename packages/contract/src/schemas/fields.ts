import { z } from 'zod';

import { CODE_LENGTH, EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../constants.ts';
import { MSG } from '../messages.ts';
import { isLocalDateTime, isWithinDateYears } from '../time-zone.ts';

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

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar day as typed, AAAA-MM-DD, that exists (not 2026-02-30), in the years the API takes
 * (DATE_YEAR_MIN to DATE_YEAR_MAX: 9999-12-31 answered 500 or froze a report, issue 47). A
 * wrong format says `invalid`; a far year says which years are taken.
 */
export const zDay = (invalid: string) =>
  z
    .string({ error: invalid })
    .regex(DAY, invalid)
    .refine((d) => !DAY.test(d) || isLocalDateTime(`${d}T00:00`), invalid)
    .refine(isWithinDateYears, V.yearOutOfRange);

/**
 * A local date-time without a zone as typed (AAAA-MM-DDTHH:mm, seconds optional), trimmed, in
 * the years the API takes: a task's or an appointment's time.
 */
export const zLocalDateTime = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine(isLocalDateTime, invalid)
    .refine(isWithinDateYears, V.yearOutOfRange);
