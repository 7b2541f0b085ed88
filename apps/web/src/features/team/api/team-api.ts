import {
  chatEndpoints,
  teamEndpoints,
  type AuditResponse,
  type ClinicRoleValue,
  type TeamResponse,
} from '@conecta/contract';

import { callEndpoint } from '@/lib/call-endpoint';

export const teamKeys = {
  all: (userId: string) => ['team', userId] as const,
  audit: (userId: string) => ['team', userId, 'audit'] as const,
};

/** The members and, for the Responsável, the pending invitations. */
export function getTeam(signal?: AbortSignal): Promise<TeamResponse> {
  return callEndpoint(teamEndpoints.view, {}, { signal });
}

export function inviteMember(body: { email: string; role: ClinicRoleValue }) {
  return callEndpoint(teamEndpoints.invite, { body });
}

export function cancelInvitation(id: string) {
  return callEndpoint(teamEndpoints.cancelInvitation, { params: { id } });
}

export function setMemberRole(userId: string, role: ClinicRoleValue) {
  return callEndpoint(teamEndpoints.setRole, { params: { userId }, body: { role } });
}

export function removeMember(userId: string) {
  return callEndpoint(teamEndpoints.removeMember, { params: { userId } });
}

/** 50 entries, newest first, older than `before`. */
export function getAudit(before: string | null, signal?: AbortSignal): Promise<AuditResponse> {
  return callEndpoint(
    teamEndpoints.auditLog,
    { query: { before: before ?? undefined } },
    { signal },
  );
}

/** This window is open, typed in, or closed. */
export function sendPresence(chatId: string, state: 'viewing' | 'typing' | 'left') {
  return callEndpoint(
    teamEndpoints.presence,
    { body: { chatId, state } },
    // Presence is a courtesy: a failure (a session that just ended) must not sign anyone out.
    { handleUnauthorized: false },
  );
}

/** A member, or null for nobody. */
export function assignChat(chatId: string, userId: string | null) {
  return callEndpoint(chatEndpoints.assign, { params: { chatId }, body: { userId } });
}
