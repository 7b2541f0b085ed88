import { z } from 'zod';

import { ADMIN_MSG } from '../messages/admin-rules.ts';
import { zUuid } from './fields.ts';

const secret = (required: string | null) => {
  const base = z
    .string({ error: required ?? ADMIN_MSG.tooLong })
    .trim()
    .max(200, ADMIN_MSG.tooLong);
  return required ? base.min(1, required) : base;
};

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
    return date;
  });

const zInstanceStatus = z.enum(['ACTIVE', 'DEACTIVATED'], { error: ADMIN_MSG.statusInvalid });

export const zCreateInstanceRequest = z.strictObject({
  userId: zUuid,
  status: zInstanceStatus.default('ACTIVE'),
  clientToken: secret(null).optional().default(''),
  seuToken: secret(ADMIN_MSG.tokenRequired),
  suaInstancia: secret(ADMIN_MSG.instanceIdRequired),
  connectedPhone: zPhone,
  expiraEm: zExpiry,
});
export type CreateInstanceRequest = z.input<typeof zCreateInstanceRequest>;

/** Same fields without userId; an optional userId moves the instance to another user. */
export const zUpdateInstanceRequest = z.strictObject({
  userId: zUuid.optional(),
  status: zInstanceStatus.optional(),
  clientToken: secret(null).optional(),
  seuToken: secret(ADMIN_MSG.tokenRequired).optional(),
  suaInstancia: secret(ADMIN_MSG.instanceIdRequired).optional(),
  connectedPhone: zPhone.optional(),
  expiraEm: zExpiry,
});
export type UpdateInstanceRequest = z.input<typeof zUpdateInstanceRequest>;

export const INSTANCE_BADGES = ['ACTIVE', 'DEACTIVATED', 'EXPIRED', 'PENDING', 'INACTIVE'] as const;
export type InstanceBadge = (typeof INSTANCE_BADGES)[number];

export const zWebInstance = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  status: z.enum(INSTANCE_BADGES),
  /** The status an admin set (what the edit dialog selects). */
  adminStatus: z.enum(['ACTIVE', 'DEACTIVATED']),
  /** Masked in lists (only the last 4 characters); whole only in GET /api/dev/webinstances/:id. */
  clientToken: z.string(),
  seuToken: z.string(),
  suaInstancia: z.string(),
  connectedPhone: z.string(),
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
