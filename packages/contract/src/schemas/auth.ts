import { z } from 'zod';

import { ROLES } from '../constants.ts';
import { CLINIC_ROLE_VALUES } from './team.ts';
import { PROVIDER_KINDS } from './admin.ts';
import { zCode, zEmail, zLoginPassword, zName, zPassword, zTimeZone, zUuid } from './fields.ts';

export const zRegisterRequest = z.strictObject({
  name: zName,
  email: zEmail,
  password: zPassword,
  timeZone: zTimeZone.optional(),
});
export type RegisterRequest = z.input<typeof zRegisterRequest>;

export const zRegisterResponse = z.object({
  success: z.literal(true),
  email: z.string(),
  message: z.string(),
});
export type RegisterResponse = z.infer<typeof zRegisterResponse>;

export const zLoginRequest = z.strictObject({ email: zEmail, password: zLoginPassword });
export type LoginRequest = z.input<typeof zLoginRequest>;

/** Sign-in and confirmation both answer this: the account's id and name and a session token. */
export const zSessionResponse = z.object({
  success: z.literal(true),
  id: z.string(),
  name: z.string(),
  token: z.string(),
  /**
   * Only on the first sign-in after a removal: the name of the team the
   * person was removed from. The account now works in a clinic of its own.
   */
  leftTeam: z.string().optional(),
});
export type SessionResponse = z.infer<typeof zSessionResponse>;

export const zConfirmRequest = z.strictObject({ email: zEmail, code: zCode });
export type ConfirmRequest = z.input<typeof zConfirmRequest>;

export const zResendCodeRequest = z.strictObject({ email: zEmail });
export type ResendCodeRequest = z.input<typeof zResendCodeRequest>;

export const zMessageResponse = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof zMessageResponse>;

export const zRefreshRequest = z.strictObject({
  token: z.string().trim().min(1).max(2048),
});
export type RefreshRequest = z.input<typeof zRefreshRequest>;

export const zRefreshResponse = z.object({ success: z.literal(true), token: z.string() });
export type RefreshResponse = z.infer<typeof zRefreshResponse>;

export const zUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  confirmed: z.boolean(),
  timeZone: z.string(),
  createdAt: z.string(),
});
export type User = z.infer<typeof zUser>;

export const zDashboardQuery = z.object({ userId: zUuid.optional() });

/** GET /dashboard: the whole body is stored in the browser as `dashboardData`. */
export const zDashboardResponse = z.object({
  success: z.literal(true),
  user: zUser,
  demoMode: z.boolean(),
  /**
   * The clinic the person works in: their role and how many members it has. Optional
   * for a copy stored by an older build; the server always sends it.
   */
  clinic: z
    .object({
      id: z.string(),
      name: z.string(),
      role: z.enum(CLINIC_ROLE_VALUES),
      members: z.number().int(),
      /** The provider of the clinic's WhatsApp number; null: none linked yet. */
      provider: z.enum(PROVIDER_KINDS).nullable().optional(),
    })
    .optional(),
});
export type DashboardResponse = z.infer<typeof zDashboardResponse>;

/** GET /api/public-config: what the sign-in screens need before anyone is signed in. */
export const zPublicConfigResponse = z.object({
  demoMode: z.boolean(),
  mailToLog: z.boolean(),
});
export type PublicConfigResponse = z.infer<typeof zPublicConfigResponse>;
