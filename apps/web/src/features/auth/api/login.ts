import { zSessionResponse, type LoginRequest, type SessionResponse } from '@conecta/contract';

import { request } from '@/lib/http';

/** POST /auth/login: 404 USER_NOT_FOUND, 401 WRONG_PASSWORD, 429 RATE_LIMITED. */
export function login(body: LoginRequest): Promise<SessionResponse> {
  return request('/auth/login', { method: 'POST', body, auth: false, schema: zSessionResponse });
}
