import type { IncomingMessage, ServerResponse } from 'node:http';

import { checkToken } from './check-token.ts';
import { invalidParameter, missingParameter, unknownObject } from './graph-error.ts';
import { readRawBody, sendJson } from './http-io.ts';
import type { SimContext } from './sim-context.ts';
import { UPLOAD_MEDIA_TTL_MS, liveMedia, storeMedia } from './store-media.ts';
import type { SimMedia, SimPhoneNumber } from './types.ts';

export const DOWNLOAD_PATH = '/whatsapp_business/attachments/';

/** `POST /{phone-number-id}/media` (multipart: file, type, messaging_product) → `{ id }`. */
export async function uploadMedia(
  sim: SimContext,
  phone: SimPhoneNumber,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const contentType = req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType)) {
    throw invalidParameter('The upload must be multipart/form-data');
  }
  const raw = await readRawBody(req);
  let form: FormData;
  try {
    // The fetch API's own multipart parser: no dependency for a few fields.
    form = await new Request('http://upload.local/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: raw,
    }).formData();
  } catch {
    throw invalidParameter('Malformed multipart body');
  }
  if (form.get('messaging_product') !== 'whatsapp') {
    throw missingParameter('messaging_product=whatsapp is required');
  }
  const file = form.get('file');
  if (!file || typeof file === 'string') throw missingParameter('file is required');
  const type = form.get('type');
  const mimeType = typeof type === 'string' && type ? type : file.type;
  if (!mimeType) throw missingParameter('type is required');
  const bytes = Buffer.from(await file.arrayBuffer());
  const media = storeMedia(sim, phone.id, bytes, mimeType, UPLOAD_MEDIA_TTL_MS);
  sendJson(res, 200, { id: media.id });
}

function ownedMedia(
  sim: SimContext,
  req: IncomingMessage,
  id: string,
  method: 'get' | 'delete',
): SimMedia {
  const media = liveMedia(sim, id);
  const owner = media && sim.phoneNumbers.get(media.phoneNumberId);
  if (!media || !owner) throw unknownObject(id, method);
  checkToken(req, owner);
  return media;
}

/** `GET /{media-id}`: a short-lived download URL and what the file is. */
export function retrieveMedia(
  sim: SimContext,
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
): void {
  const media = ownedMedia(sim, req, id, 'get');
  sendJson(res, 200, {
    messaging_product: 'whatsapp',
    url: `${sim.baseUrl}${DOWNLOAD_PATH}?mid=${encodeURIComponent(media.id)}`,
    mime_type: media.mimeType,
    sha256: media.sha256,
    file_size: media.bytes.length,
    id: media.id,
  });
}

/** `DELETE /{media-id}`. */
export function deleteMedia(
  sim: SimContext,
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
): void {
  ownedMedia(sim, req, id, 'delete');
  sim.media.delete(id);
  sendJson(res, 200, { success: true });
}

/** The download URL: the bytes, with the same bearer token; refused like an unknown id once expired. */
export function downloadMedia(
  sim: SimContext,
  req: IncomingMessage,
  res: ServerResponse,
  params: URLSearchParams,
): void {
  const id = params.get('mid') ?? '';
  const media = ownedMedia(sim, req, id, 'get');
  const bytes = media.served ?? media.bytes;
  res
    .writeHead(200, {
      'content-type': media.mimeType,
      'content-length': String(bytes.length),
    })
    .end(bytes);
}
