import {
  zAssignResponse,
  zAuditResponse,
  zInviteResponse,
  zMessageResponse,
  zOkResponse,
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

/** POST /dashboard/presence: this window is open, typed in, or closed. */
export function sendPresence(chatId: string, state: 'viewing' | 'typing' | 'left') {
  return request('/dashboard/presence', {
    method: 'POST',
    body: { chatId, state },
    schema: zOkResponse,
    // Presence is a courtesy: a failure (a session that just ended) must not sign anyone out.
    handleUnauthorized: false,
  });
}

/** PUT /dashboard/zapi/chats/{chatId}/assignee: a member, or null for nobody. */
export function assignChat(chatId: string, userId: string | null) {
  return request(`/dashboard/zapi/chats/${encodeURIComponent(chatId)}/assignee`, {
    method: 'PUT',
    body: { userId },
    schema: zAssignResponse,
  });
}
