import { zStatusResponse, type StatusResponse } from '@conecta/contract';

import { request } from '@/lib/http';

/** GET /dashboard/zapi/status: whether the phone is linked, or why the account cannot link. */
export function getConnectionStatus(signal?: AbortSignal): Promise<StatusResponse> {
  return request('/dashboard/zapi/status', { schema: zStatusResponse, signal });
}
