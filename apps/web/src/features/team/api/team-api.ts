import {
  zAuditResponse,
  zInviteResponse,
  zMessageResponse,
  zTeamResponse,
  type AuditResponse,
  type ClinicRoleValue,
  type TeamResponse,
} from '@conecta/contract';

import { request } from '@/lib/http';

export const teamKeys = {
  all: (userId: string) => ['team', userId] as const,
  audit: (userId: string) => ['team', userId, 'audit'] as const,
};

/** GET /dashboard/team: the members and, for the Responsável, the pending invitations. */
export function getTeam(signal?: AbortSignal): Promise<TeamResponse> {
  return request('/dashboard/team', { schema: zTeamResponse, signal });
}

export function inviteMember(body: { email: string; role: ClinicRoleValue }) {
  return request('/dashboard/team/invitations', {
    method: 'POST',
    body,
    schema: zInviteResponse,
  });
}

export function cancelInvitation(id: string) {
  return request(`/dashboard/team/invitations/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: zMessageResponse,
  });
}

export function setMemberRole(userId: string, role: ClinicRoleValue) {
  return request(`/dashboard/team/members/${encodeURIComponent(userId)}/role`, {
    method: 'PUT',
    body: { role },
    schema: zMessageResponse,
  });
}

export function removeMember(userId: string) {
  return request(`/dashboard/team/members/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
    schema: zMessageResponse,
  });
}

/** GET /dashboard/team/audit: 50 entries, newest first, older than `before`. */
export function getAudit(before: string | null, signal?: AbortSignal): Promise<AuditResponse> {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  return request(`/dashboard/team/audit${query}`, { schema: zAuditResponse, signal });
}
