import {
  type AccessLogQuery,
  type AccessLogResponse,
  type ExportRecordRequest,
  MSG,
  zAccessLogResponse,
  zRetentionPreviewResponse,
  zRetentionResponse,
} from '@conecta/contract';

import { ApiError, NetworkError, request } from '@/lib/http';
import { getToken } from '@/lib/session-store';

export const privacyKeys = {
  log: (userId: string, filter: Omit<AccessLogQuery, 'before'>) =>
    ['privacy', userId, 'access-log', filter] as const,
};

function search(query: AccessLogQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /dashboard/privacy/access-log: newest first, 50 at a time. */
export function listAccessLog(
  query: AccessLogQuery,
  signal?: AbortSignal,
): Promise<AccessLogResponse> {
  return request(`/dashboard/privacy/access-log${search(query)}`, {
    schema: zAccessLogResponse,
    signal,
  });
}

/** The filtered log as the server writes it in CSV (the server records the export). */
export async function fetchAccessLogCsv(query: AccessLogQuery): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`/dashboard/privacy/access-log.csv${search(query)}`, {
      headers: { Accept: 'text/csv', Authorization: `Bearer ${getToken() ?? ''}` },
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(response.status, 'UNKNOWN', body?.message ?? MSG.privacy.exportFailed);
  }
  return response.text();
}

/**
 * POST /dashboard/privacy/exports: a CSV made in this browser from what it had (the board, a
 * day's appointments) goes into the access log. Never in the way of the download itself.
 */
export function recordExport(body: ExportRecordRequest): void {
  void request('/dashboard/privacy/exports', { method: 'POST', body }).catch(() => undefined);
}

export const retentionKey = (userId: string) => ['privacy', userId, 'retention'] as const;

/** GET /dashboard/settings/retention: months without activity before erasure, or null (off). */
export function getRetention(signal?: AbortSignal) {
  return request('/dashboard/settings/retention', { schema: zRetentionResponse, signal });
}

export function saveRetention(months: number | null) {
  return request('/dashboard/settings/retention', {
    method: 'PUT',
    body: { months },
    schema: zRetentionResponse,
  });
}

/** How many chats `months` would erase now, before it is saved. */
export function previewRetention(months: number, signal?: AbortSignal) {
  return request(`/dashboard/settings/retention/preview?months=${months}`, {
    schema: zRetentionPreviewResponse,
    signal,
  });
}
