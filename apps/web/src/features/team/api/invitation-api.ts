import {
  teamEndpoints,
  type AcceptInvitationRequest,
  type InvitationPreview,
  type SessionResponse,
} from '@conecta/contract';

import { callEndpoint } from '@/lib/call-endpoint';

/** What the link offers (no session needed). */
export function previewInvitation(token: string, signal?: AbortSignal): Promise<InvitationPreview> {
  return callEndpoint(teamEndpoints.preview, { params: { token } }, { auth: false, signal });
}

/** Joins the team and answers a session, like a sign-in. */
export function acceptInvitation(body: AcceptInvitationRequest): Promise<SessionResponse> {
  return callEndpoint(teamEndpoints.accept, { body }, { auth: false });
}
