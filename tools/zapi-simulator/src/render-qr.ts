import { createHash } from 'node:crypto';

import QRCode from 'qrcode';

/**
 * A payload shaped like WhatsApp Web's ("2@ref,noiseKey,identityKey,adv"), derived from its
 * inputs so it changes with every QR slot and stays the same within one.
 */
export function createQrPayload(parts: readonly (string | number)[]): string {
  const piece = (i: number, length: number): string =>
    createHash('sha256')
      .update(`${parts.join(':')}:${i}`)
      .digest('base64')
      .slice(0, length);
  return `2@${piece(0, 40)}/${piece(1, 20)},${piece(2, 43)}=,${piece(3, 43)}=,${piece(4, 43)}=`;
}

/** A real QR code PNG as a data URL, like Z-API's /qr-code/image. */
export function renderQrDataUrl(payload: string): Promise<string> {
  return QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 264 });
}
