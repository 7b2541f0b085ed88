import { request } from '@/lib/http';

/** POST /auth/logout with the stored token: ends the session on the server. */
export async function logoutRequest(): Promise<void> {
  await request('/auth/logout', { method: 'POST', handleUnauthorized: false });
}
