import { zRefreshResponse, type RefreshResponse } from '@conecta/contract';

import { request } from '@/lib/http';

/** POST /auth/refresh: trades a still-valid token for a fresh one; 401 when the session is over. */
export function refreshSession(token: string): Promise<RefreshResponse> {
  return request('/auth/refresh', {
    method: 'POST',
    body: { token },
    auth: false,
    schema: zRefreshResponse,
  });
}
