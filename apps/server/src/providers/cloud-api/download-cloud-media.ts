import { FetchRefused, type FetchToFileOptions, fetchToFile } from '../../lib/fetch-to-file.ts';
import type { CloudApiInstance } from '../messaging-provider.ts';

/**
 * A received file of the Cloud API, by its media id (Meta's Media page): `GET /{media-id}` with
 * the number's token answers a short-lived `url` and the file's type; the bytes come from that
 * url with the same bearer token. Webhook media ids expire after about 7 days, so the media queue
 * runs this as soon as the message is stored. An id Meta no longer knows (code 100, HTTP 400)
 * will not come back: FetchRefused, no retry.
 */
export async function downloadCloudMedia(
  inst: CloudApiInstance,
  graphUrl: string,
  mediaId: string,
  file: string,
  opts: Omit<FetchToFileOptions, 'headers'>,
): Promise<{ contentType: string | null; bytes: number }> {
  const auth = { authorization: `Bearer ${inst.accessToken}` };
  const signal = opts.signal
    ? AbortSignal.any([opts.signal, AbortSignal.timeout(opts.timeoutMs)])
    : AbortSignal.timeout(opts.timeoutMs);
  const res = await fetch(`${graphUrl}/${encodeURIComponent(mediaId)}`, { headers: auth, signal });
  const info = (await res.json().catch(() => null)) as {
    url?: unknown;
    mime_type?: unknown;
  } | null;
  if (res.status >= 400 && res.status < 500)
    throw new FetchRefused(`mídia ${res.status === 400 ? 'expirada ou desconhecida' : 'recusada'}`);
  if (!res.ok || typeof info?.url !== 'string') throw new Error(`HTTP ${res.status}`);
  const got = await fetchToFile(info.url, file, { ...opts, headers: auth });
  return {
    contentType: typeof info.mime_type === 'string' ? info.mime_type : got.contentType,
    bytes: got.bytes,
  };
}
