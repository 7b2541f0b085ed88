import { zSessionResponse, type ConfirmRequest, type SessionResponse } from '@conecta/contract';

import { request } from '@/lib/http';

/** POST /auth/confirm: answers like a sign-in; 400 INVALID_CODE, 409 ALREADY_CONFIRMED, 429. */
export function confirmAccount(body: ConfirmRequest): Promise<SessionResponse> {
  return request('/auth/confirm', { method: 'POST', body, auth: false, schema: zSessionResponse });
}
