import { z } from 'zod';

import { PRIVACY_MSG as M } from '../messages/privacy.ts';
import { zDay } from './fields.ts';
import { zPageCursor } from './page-cursor.ts';

export const ACCESS_KINDS = [
  'chat-opened',
  'media',
  'csv-export',
  'patient-export',
  'erasure',
  'retention',
  'assistant',
] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];

/**
 * What the logs keep of an erased patient in place of the number: this prefix and a keyed hash.
 * Screens and CSVs show MSG.privacy.erasedPatient for it.
 */
export const ERASED_PATIENT_PREFIX = 'apagado:';
export const isErasedPatient = (chatId: string | null | undefined): boolean =>
  chatId?.startsWith(ERASED_PATIENT_PREFIX) ?? false;

/** A calendar day, AAAA-MM-DD, that exists (not 2026-02-30), of a year the API takes. */
const zPeriodDay = zDay(M.periodDayInvalid);

/**
 * GET /dashboard/privacy/access-log: by patient (name or phone), by member, by period, 50 at a
 * time. `from` and `to` are days in the member's time zone, both included.
 */
export const zAccessLogQuery = z
  .strictObject({
    patient: z.string({ error: M.filterInvalid }).trim().max(100, M.filterInvalid).optional(),
    member: z.uuid({ error: M.filterInvalid }).optional(),
    /** The first day shown (AAAA-MM-DD). */
    from: zPeriodDay.optional(),
    /** The last day shown (AAAA-MM-DD), included. */
    to: zPeriodDay.optional(),
    /** The `next` of the page before: the last entry's time and id (entries can share a time). */
    before: zPageCursor(M.filterInvalid).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: M.periodOrder, path: ['to'] });
/** What a screen sends (`before` as the `next` it was given). */
export type AccessLogQuery = z.input<typeof zAccessLogQuery>;
/** What the server reads (`before` parsed). */
export type AccessLogFilter = z.output<typeof zAccessLogQuery>;

export const zAccessLogEntry = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(ACCESS_KINDS),
  /** Who, as they were named then; null for the scheduler's own runs. */
  memberName: z.string().nullable(),
  chatId: z.string().nullable(),
  chatName: z.string().nullable(),
  detail: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AccessLogEntry = z.infer<typeof zAccessLogEntry>;

export const zAccessLogResponse = z.object({
  success: z.literal(true),
  entries: z.array(zAccessLogEntry),
  /** Pass as `before` for the next page; null at the end. */
  next: z.string().nullable(),
});
export type AccessLogResponse = z.infer<typeof zAccessLogResponse>;

/** POST /dashboard/privacy/exports: a CSV the browser made from what it had (board, agenda). */
export const zExportRecordRequest = z.strictObject({
  kind: z.enum(['board', 'agenda'], { error: M.filterInvalid }),
  rows: z.number({ error: M.filterInvalid }).int().min(0).max(1_000_000),
});
export type ExportRecordRequest = z.input<typeof zExportRecordRequest>;

/** POST /dashboard/chats/{chatId}/erase: the patient's number typed again, as a confirmation. */
export const zEraseRequest = z.strictObject({
  confirmPhone: z
    .string({ error: M.erasePhoneMismatch })
    .trim()
    .min(1, M.erasePhoneMismatch)
    .max(40, M.erasePhoneMismatch),
});
export type EraseRequest = z.input<typeof zEraseRequest>;

/**
 * Whether the number typed to confirm an erasure is the patient's: digits only, with or without
 * Brazil's 55 in front ('11 98765-0021' names 5511987650021). A Cloud API username user's chat
 * has no phone to type (it is keyed by an id nobody sees): their '@username' confirms it.
 */
export function confirmsPhone(typed: string, phone: string, username?: string | null): boolean {
  if (username) {
    const handle = typed.trim().replace(/^@/, '').toLowerCase();
    if (handle !== '' && handle === username.toLowerCase()) return true;
  }
  const [a, b] = [typed.replace(/\D/g, ''), phone.replace(/\D/g, '')];
  return a.length >= 8 && (a === b || `55${a}` === b);
}

export const RETENTION_MIN_MONTHS = 6;
export const RETENTION_MAX_MONTHS = 120;
/** The choices the dialog offers; the API takes any whole number in the range. */
export const RETENTION_CHOICES = [6, 12, 24, 36, 60, 120] as const;

const zMonths = z
  .number({ error: M.retentionInvalid })
  .int(M.retentionInvalid)
  .min(RETENTION_MIN_MONTHS, M.retentionInvalid)
  .max(RETENTION_MAX_MONTHS, M.retentionInvalid)
  .nullable();

/** PUT /dashboard/settings/retention: months without activity before a chat is erased, or off. */
export const zRetentionRequest = z.strictObject({ months: zMonths }, { error: M.retentionInvalid });
export type RetentionRequest = z.input<typeof zRetentionRequest>;

/** GET /dashboard/settings/retention/preview?months=N: how many chats that value erases now. */
export const zRetentionPreviewQuery = z.strictObject({
  months: z.coerce
    .number({ error: M.retentionInvalid })
    .int(M.retentionInvalid)
    .min(RETENTION_MIN_MONTHS, M.retentionInvalid)
    .max(RETENTION_MAX_MONTHS, M.retentionInvalid),
});

export const zRetentionResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  months: z.number().nullable(),
});
export type RetentionResponse = z.infer<typeof zRetentionResponse>;

export const zRetentionPreviewResponse = z.object({
  success: z.literal(true),
  count: z.number().int(),
});

/** POST /dashboard/chats/:chatId/export: a link, good for minutes, that downloads the ZIP. */
export const zPatientExportResponse = z.object({
  success: z.literal(true),
  url: z.string(),
  fileName: z.string(),
});
export type PatientExportResponse = z.infer<typeof zPatientExportResponse>;

/** GET /dashboard/privacy/patient-export: the signed link (a download cannot send the token). */
export const zPatientExportQuery = z.strictObject({
  c: z
    .string({ error: M.patientExportLinkInvalid })
    .min(1, M.patientExportLinkInvalid)
    .max(200, M.patientExportLinkInvalid),
  u: z.uuid({ error: M.patientExportLinkInvalid }),
  m: z.uuid({ error: M.patientExportLinkInvalid }),
  /** A nonce: two links asked for in the same second are two links, each opened once. */
  n: z
    .string({ error: M.patientExportLinkInvalid })
    .regex(/^[\w-]{16,64}$/, M.patientExportLinkInvalid),
  exp: z.coerce
    .number({ error: M.patientExportLinkInvalid })
    .int(M.patientExportLinkInvalid)
    .min(0, M.patientExportLinkInvalid),
  sig: z
    .string({ error: M.patientExportLinkInvalid })
    .regex(/^[A-Za-z0-9_-]{43}$/, M.patientExportLinkInvalid),
});
export type PatientExportQuery = z.infer<typeof zPatientExportQuery>;
