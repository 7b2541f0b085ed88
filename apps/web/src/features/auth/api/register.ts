import { zRegisterResponse, type RegisterRequest, type RegisterResponse } from '@conecta/contract';

import { request } from '@/lib/http';

/** The browser's IANA time zone, when it has one. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** POST /auth/register: 201 sends a code; 409 EMAIL_TAKEN, 400 VALIDATION_ERROR, 429. */
export function register(body: Omit<RegisterRequest, 'timeZone'>): Promise<RegisterResponse> {
  return request('/auth/register', {
    method: 'POST',
    body: { ...body, timeZone: browserTimeZone() },
    auth: false,
    schema: zRegisterResponse,
  });
}
