import { z } from 'zod';

import { MSG } from '../messages.ts';
import { ADMIN_MSG } from '../messages/admin-rules.ts';
import { isInstantWithinDateYears } from '../time-zone.ts';
import { zUuid } from './fields.ts';

const secret = (required: string | null) => {
  const base = z
    .string({ error: required ?? ADMIN_MSG.tooLong })
    .trim()
    .max(200, ADMIN_MSG.tooLong);
  return required ? base.min(1, required) : base;
};

/** The admin's short name for a clinic's number ('Recepção', 'Financeiro'): issue 48. */
export const NUMBER_LABEL_MAX = 30;
const zNumberLabel = z
  .string({ error: ADMIN_MSG.numberLabelLong })
  .trim()
  .max(NUMBER_LABEL_MAX, ADMIN_MSG.numberLabelLong);

const zPhone = z
  .string({ error: ADMIN_MSG.phoneRequired })
  .trim()
  .min(1, ADMIN_MSG.phoneRequired)
  .transform((s) => s.replace(/[\s()+-]/g, ''))
  .pipe(z.string().regex(/^\d{10,15}$/, ADMIN_MSG.phoneInvalid));

/** `expiraEm`: a date (yyyy-mm-dd) or a date-time; null or empty means the default 30 days. */
const zExpiry = z
  .union([z.string().trim().max(40, ADMIN_MSG.expiryInvalid), z.null()], {
    error: ADMIN_MSG.expiryInvalid,
  })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v === '') return null;
    const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T23:59:59-03:00` : v);
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: ADMIN_MSG.expiryInvalid });
      return z.NEVER;
    }
    // 9999-12-31 ends in the year 10000 in UTC, which the database refused (a 500).
    if (!isInstantWithinDateYears(date)) {
      ctx.addIssue({ code: 'custom', message: MSG.validation.yearOutOfRange });
      return z.NEVER;
    }
    return date;
  });

/** The gateways an instance can use: Z-API (WhatsApp Web by QR code) or Meta's Cloud API. */
export const PROVIDER_KINDS = ['zapi', 'cloud-api'] as const;
export type ProviderKindValue = (typeof PROVIDER_KINDS)[number];

/** The status an admin sets on an instance (the database column holds only these two). */
export const INSTANCE_ADMIN_STATUSES = ['ACTIVE', 'DEACTIVATED'] as const;
export type InstanceAdminStatus = (typeof INSTANCE_ADMIN_STATUSES)[number];

const zInstanceStatus = z.enum(INSTANCE_ADMIN_STATUSES, { error: ADMIN_MSG.statusInvalid });
const zProvider = z.enum(PROVIDER_KINDS, { error: ADMIN_MSG.providerInvalid });

/** A Graph object id (phone number id, WhatsApp Business account id): digits only. */
const graphId = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(32, ADMIN_MSG.graphIdInvalid)
    .regex(/^\d+$/, ADMIN_MSG.graphIdInvalid);

/** Each provider's own credentials, with the message shown when one is missing. */
const REQUIRED_BY_PROVIDER = {
  zapi: { seuToken: ADMIN_MSG.tokenRequired, suaInstancia: ADMIN_MSG.instanceIdRequired },
  'cloud-api': {
    phoneNumberId: ADMIN_MSG.phoneNumberIdRequired,
    businessAccountId: ADMIN_MSG.businessAccountIdRequired,
    accessToken: ADMIN_MSG.accessTokenRequired,
    appSecret: ADMIN_MSG.appSecretRequired,
  },
} as const;

/** The fields a provider needs that a body (plus what is already stored) leaves out. */
export function missingProviderFields(
  provider: ProviderKindValue,
  present: Partial<Record<string, unknown>>,
): Array<{ field: string; message: string }> {
  return Object.entries(REQUIRED_BY_PROVIDER[provider])
    .filter(([field]) => !present[field])
    .map(([field, message]) => ({ field, message }));
}

/** Cloud API credentials (Meta's dashboard: WhatsApp > API Setup, and App settings > Basic). */
const cloudApiFields = {
  phoneNumberId: graphId(ADMIN_MSG.phoneNumberIdRequired).optional(),
  businessAccountId: graphId(ADMIN_MSG.businessAccountIdRequired).optional(),
  accessToken: z
    .string({ error: ADMIN_MSG.accessTokenRequired })
    .trim()
    .min(1, ADMIN_MSG.accessTokenRequired)
    .max(1000, ADMIN_MSG.tooLong)
    .optional(),
  appSecret: secret(ADMIN_MSG.appSecretRequired).optional(),
};

/**
 * `provider` defaults to Z-API, so a body written before the Cloud API (and its messages) is
 * read as before; each provider's credentials are required only for it. The check runs even when
 * another field is wrong (`when`), so the form shows every missing field at once, as before.
 */
export const zCreateInstanceRequest = z
  .strictObject({
    provider: zProvider.default('zapi'),
    userId: zUuid,
    status: zInstanceStatus.default('ACTIVE'),
    clientToken: secret(null).optional().default(''),
    seuToken: secret(ADMIN_MSG.tokenRequired).optional(),
    suaInstancia: secret(ADMIN_MSG.instanceIdRequired).optional(),
    ...cloudApiFields,
    connectedPhone: zPhone,
    label: zNumberLabel.optional(),
    expiraEm: zExpiry,
  })
  .superRefine(
    (v, ctx) => {
      const provider = (PROVIDER_KINDS as readonly unknown[]).includes(v.provider)
        ? v.provider
        : 'zapi';
      for (const { field, message } of missingProviderFields(provider, v))
        if ((v as Record<string, unknown>)[field] === undefined)
          ctx.addIssue({ code: 'custom', path: [field], message });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type CreateInstanceRequest = z.input<typeof zCreateInstanceRequest>;

/**
 * Same fields without userId; an optional userId moves the instance to another user. A new
 * `provider` switches the number's gateway: the server asks for that provider's credentials
 * unless they are already stored.
 */
export const zUpdateInstanceRequest = z.strictObject({
  provider: zProvider.optional(),
  userId: zUuid.optional(),
  status: zInstanceStatus.optional(),
  clientToken: secret(null).optional(),
  seuToken: secret(ADMIN_MSG.tokenRequired).optional(),
  suaInstancia: secret(ADMIN_MSG.instanceIdRequired).optional(),
  ...cloudApiFields,
  connectedPhone: zPhone.optional(),
  /** '' clears the name (the phone names the number again). */
  label: zNumberLabel.optional(),
  expiraEm: zExpiry,
});
export type UpdateInstanceRequest = z.input<typeof zUpdateInstanceRequest>;

/** What an instance shows: the admin's status, or why an active one cannot be used now. */
export const INSTANCE_BADGES = [
  ...INSTANCE_ADMIN_STATUSES,
  'EXPIRED',
  'PENDING',
  'INACTIVE',
] as const;
export type InstanceBadge = (typeof INSTANCE_BADGES)[number];

export const zWebInstance = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  status: z.enum(INSTANCE_BADGES),
  /** The status an admin set (what the edit dialog selects). */
  adminStatus: z.enum(INSTANCE_ADMIN_STATUSES),
  /** Masked in lists (only the last 4 characters); whole only in GET /api/dev/webinstances/:id. */
  clientToken: z.string(),
  seuToken: z.string(),
  suaInstancia: z.string(),
  /** Defaults keep an answer of a server from before the Cloud API readable. */
  provider: zProvider.default('zapi'),
  /**
   * Cloud API instances only (null for Z-API): the ids, the access token and app secret masked
   * like the Z-API tokens (whole only in GET /api/dev/webinstances/:id), and what the admin pastes
   * in Meta's dashboard: the callback URL and the verify token.
   */
  cloudApi: z
    .object({
      phoneNumberId: z.string(),
      businessAccountId: z.string(),
      accessToken: z.string(),
      appSecret: z.string(),
      webhookUrl: z.string(),
      verifyToken: z.string(),
    })
    .nullable()
    .default(null),
  connectedPhone: z.string(),
  /**
   * Issue 48: the admin's name for the number, and whether it is its clinic's main number (a
   * clinic's first; the others are its second, third...). Defaults read an older server's answer.
   */
  label: z.string().nullable().default(null),
  mainNumber: z.boolean().default(true),
  expiraEm: z.string().nullable(),
  criadoEm: z.string(),
  totalChats: z.number().int(),
});
export type WebInstance = z.infer<typeof zWebInstance>;

export const zInstancesResponse = z.object({
  success: z.literal(true),
  instances: z.array(zWebInstance),
  total: z.number().int(),
  message: z.string(),
});
export type InstancesResponse = z.infer<typeof zInstancesResponse>;

export const zInstanceResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  instance: zWebInstance,
});
export type InstanceResponse = z.infer<typeof zInstanceResponse>;

export const zAdminUsersResponse = z.object({
  success: z.literal(true),
  users: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      hasInstance: z.boolean(),
      /** Whether the account confirmed its e-mail: only a confirmed one may get an instance. */
      confirmed: z.boolean(),
    }),
  ),
});
export type AdminUsersResponse = z.infer<typeof zAdminUsersResponse>;

export const zIdParam = z.object({ id: zUuid });
export const zDeleteQuery = z.object({ confirm: z.string().optional() });
