import {
  endpointPath,
  type AccessLogQuery,
  type AccessLogResponse,
  type ExportRecordRequest,
  MSG,
  privacyEndpoints,
} from '@conecta/contract';

import { callEndpoint } from '@/lib/call-endpoint';
import { ApiError, NetworkError } from '@/lib/http';
import { getToken } from '@/lib/session-store';

export const privacyKeys = {
  log: (userId: string, filter: Omit<AccessLogQuery, 'before'>) =>
    ['privacy', userId, 'access-log', filter] as const,
};

/** The filter without its empty fields (a blank box filters nothing). */
function filled(query: AccessLogQuery): AccessLogQuery {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value));
}

function search(query: AccessLogQuery): string {
  const text = new URLSearchParams(filled(query)).toString();
  return text ? `?${text}` : '';
}

/** Newest first, 50 at a time. */
export function listAccessLog(
  query: AccessLogQuery,
  signal?: AbortSignal,
): Promise<AccessLogResponse> {
  return callEndpoint(privacyEndpoints.accessLog, { query: filled(query) }, { signal });
}

/** The filtered log as the server writes it in CSV (the server records the export). */
export async function fetchAccessLogCsv(query: AccessLogQuery): Promise<string> {
  let response: Response;
  try {
    // Not JSON: fetched here and read as text instead of through callEndpoint.
    const path = endpointPath(privacyEndpoints.accessLogCsv.path, undefined);
    response = await fetch(`${path}${search(query)}`, {
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
 * A CSV made in this browser from what it had (the board, a
 * day's appointments) goes into the access log. Never in the way of the download itself.
 */
export function recordExport(body: ExportRecordRequest): void {
  void callEndpoint(privacyEndpoints.exported, { body }).catch(() => undefined);
}

export const retentionKey = (userId: string) => ['privacy', userId, 'retention'] as const;

/** Months without activity before erasure, or null (off). */
export function getRetention(signal?: AbortSignal) {
  return callEndpoint(privacyEndpoints.retention, {}, { signal });
}

export function saveRetention(months: number | null) {
  return callEndpoint(privacyEndpoints.setRetention, { body: { months } });
}

/** How many chats `months` would erase now, before it is saved. */
export function previewRetention(months: number, signal?: AbortSignal) {
  return callEndpoint(privacyEndpoints.retentionPreview, { query: { months } }, { signal });
}

/** Erases a patient's data; 422 when the number typed again is not the chat's. */
export function erasePatient(chatId: string, confirmPhone: string) {
  return callEndpoint(privacyEndpoints.erase, { params: { chatId }, body: { confirmPhone } });
}

/** A link, good for minutes, that downloads the patient's data as a ZIP. */
export function patientExportLink(chatId: string) {
  return callEndpoint(privacyEndpoints.exportLink, { params: { chatId } });
}
