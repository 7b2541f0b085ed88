import {
  connectionEndpoints,
  type ChatsInfoResponse,
  type Progress,
  type QrCodeResponse,
  type StatusResponse,
} from '@conecta/contract';

import { callEndpoint } from '@/lib/call-endpoint';

/** Whether the phone is linked, or why the account cannot link. */
export function getConnectionStatus(signal?: AbortSignal): Promise<StatusResponse> {
  return callEndpoint(connectionEndpoints.status, {}, { signal });
}

/** A QR image to scan, or `connected` once the phone is linked. */
export function getQrCode(signal?: AbortSignal): Promise<QrCodeResponse> {
  return callEndpoint(connectionEndpoints.qrCode, {}, { signal });
}

/** Chat totals and sync progress; starts the sync if needed. */
export function getChatsInfo(signal?: AbortSignal): Promise<ChatsInfoResponse> {
  return callEndpoint(connectionEndpoints.chatsInfo, {}, { signal });
}

/** How far the chat sync has come. */
export async function getLoadingProgress(signal?: AbortSignal): Promise<Progress> {
  const { percentage, loaded, total, completed } = await callEndpoint(
    connectionEndpoints.progress,
    {},
    { signal },
  );
  return { percentage, loaded, total, completed };
}

/**
 * 'reconectar': asks the server to bring the session back without a new scan (Z-API's restart,
 * as after "You need to restore the session."); the answer says whether it is linked now.
 */
export function restoreConnection(signal?: AbortSignal): Promise<StatusResponse> {
  return callEndpoint(connectionEndpoints.restore, {}, { signal });
}
