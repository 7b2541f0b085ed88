import { zQrCodeResponse, type QrCodeResponse } from '@conecta/contract';

import { request } from '@/lib/http';

/** GET /dashboard/zapi/qr-code: a QR image to scan, or `connected` once the phone is linked. */
export function getQrCode(signal?: AbortSignal): Promise<QrCodeResponse> {
  return request('/dashboard/zapi/qr-code', { schema: zQrCodeResponse, signal });
}
