import { zAdminUsersResponse, type AdminUsersResponse } from '@conecta/contract';

import { request } from '@/lib/http';

/** GET /api/dev/users: the accounts an instance can belong to, and which already have one. */
export function listAdminUsers(signal?: AbortSignal): Promise<AdminUsersResponse> {
  return request('/api/dev/users', { schema: zAdminUsersResponse, signal });
}
