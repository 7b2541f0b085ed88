import { z } from 'zod';

import { TEAM_MSG } from '../messages/team.ts';
import { zEmail, zLoginPassword, zName } from './fields.ts';
import { PRESENCE_STATES } from './live-events.ts';
import { zPageCursor } from './page-cursor.ts';

/** How long an invitation link is good for. */
export const INVITATION_TTL_DAYS = 7;

export const CLINIC_ROLE_VALUES = ['RESPONSAVEL', 'ATENDENTE'] as const;
export const zClinicRole = z.enum(CLINIC_ROLE_VALUES, { error: TEAM_MSG.team.roleInvalid });
export type ClinicRoleValue = z.infer<typeof zClinicRole>;

export const zTeamMember = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: zClinicRole,
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof zTeamMember>;

export const zTeamInvitation = z.object({
  id: z.string(),
  email: z.string(),
  role: zClinicRole,
  /** Who sent it ('Convidado por'); null once that account is gone. */
  invitedByName: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type TeamInvitation = z.infer<typeof zTeamInvitation>;

export const zTeamResponse = z.object({
  success: z.literal(true),
  clinic: z.object({ id: z.string(), name: z.string() }),
  me: z.object({ userId: z.string(), role: zClinicRole }),
  members: z.array(zTeamMember),
  /** Pending ones; only the Responsável sees them (empty for an Atendente). */
  invitations: z.array(zTeamInvitation),
});
export type TeamResponse = z.infer<typeof zTeamResponse>;

export const zInviteRequest = z.strictObject({ email: zEmail, role: zClinicRole });
export type InviteRequest = z.input<typeof zInviteRequest>;

export const zInviteResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  invitation: zTeamInvitation,
});

export const zRoleRequest = z.strictObject({ role: zClinicRole });

export const zMemberParam = z.object({ userId: z.uuid(TEAM_MSG.team.memberNotFound) });

/** The public view of an invitation link, for its page. */
export const zInvitationPreview = z.object({
  success: z.literal(true),
  /** Null while the clinic still carries its inviter's own name (it has none of its own yet). */
  clinicName: z.string().nullable(),
  /** Who sent it, as the team knows them. */
  inviterName: z.string(),
  email: z.string(),
  role: zClinicRole,
  /** The e-mail already has an account: the page asks for its password, not a new one. */
  accountExists: z.boolean(),
});
export type InvitationPreview = z.infer<typeof zInvitationPreview>;

export const zInvitationTokenParam = z.object({
  token: z.string().min(20).max(100),
});

export const zAcceptInvitationRequest = z.strictObject({
  token: z.string().min(20).max(100),
  /** Only for a new account, whose password must then be a strong one (checked by the server). */
  name: zName.optional(),
  password: zLoginPassword,
});
export type AcceptInvitationRequest = z.input<typeof zAcceptInvitationRequest>;

export const zAuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  actorName: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof zAuditEntry>;

export const zAuditQuery = z.object({
  before: zPageCursor(TEAM_MSG.team.auditPageInvalid).optional(),
});

export const zAuditResponse = z.object({
  success: z.literal(true),
  entries: z.array(zAuditEntry),
  /** Pass as `before` for the next page; null at the end. */
  next: z.string().nullable(),
});
export type AuditResponse = z.infer<typeof zAuditResponse>;

/** PUT /dashboard/zapi/chats/{chatId}/assignee: a member of the clinic, or null for nobody. */
export const zAssignRequest = z.strictObject({
  userId: z.uuid(TEAM_MSG.team.memberNotFound).nullable(),
});

export const zAssignResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  assignee: z.object({ userId: z.string(), name: z.string() }).nullable(),
});
export type AssignResponse = z.infer<typeof zAssignResponse>;

/** POST /dashboard/presence: this member's chat window is open, being typed in, or closed. */
export const zPresenceRequest = z.strictObject({
  chatId: z.string().min(1).max(100),
  state: z.enum(PRESENCE_STATES),
});

export const zOkResponse = z.object({ success: z.literal(true) });

export const CLINIC_NAME_MIN = 2;
export const CLINIC_NAME_MAX = 80;
const C = TEAM_MSG.clinic;

/** PUT /dashboard/settings/clinic: the clinic's own name (invitations and exports say it). */
export const zClinicRequest = z.strictObject(
  {
    name: z
      .string({ error: C.nameInvalid })
      .trim()
      .min(1, C.nameRequired)
      .min(CLINIC_NAME_MIN, C.nameTooShort(CLINIC_NAME_MIN))
      .max(CLINIC_NAME_MAX, C.nameTooLong(CLINIC_NAME_MAX)),
  },
  { error: C.nameInvalid },
);
export type ClinicRequest = z.input<typeof zClinicRequest>;

export const zClinicResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  clinic: z.object({ id: z.string(), name: z.string() }),
});
export type ClinicResponse = z.infer<typeof zClinicResponse>;
