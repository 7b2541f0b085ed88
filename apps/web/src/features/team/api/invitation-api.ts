import {
  zInvitationPreview,
  zSessionResponse,
  type AcceptInvitationRequest,
  type InvitationPreview,
  type SessionResponse,
} from '@conecta/contract';

import { request } from '@/lib/http';

/** GET /auth/invitations/{token}: what the link offers (no session needed). */
export function previewInvitation(token: string, signal?: AbortSignal): Promise<InvitationPreview> {
  return request(`/auth/invitations/${encodeURIComponent(token)}`, {
    schema: zInvitationPreview,
    auth: false,
    signal,
  });
}

/** POST /auth/invitations/accept: joins the team and answers a session, like a sign-in. */
export function acceptInvitation(body: AcceptInvitationRequest): Promise<SessionResponse> {
  return request('/auth/invitations/accept', {
    method: 'POST',
    body,
    schema: zSessionResponse,
    auth: false,
  });
}
