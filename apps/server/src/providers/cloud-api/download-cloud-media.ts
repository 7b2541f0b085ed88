import { MSG } from '@conecta/contract';

import {
  FetchRefused,
  type FetchToFileOptions,
  MediaCorrupted,
  fetchToFile,
} from '../../lib/fetch-to-file.ts';
import type { CloudApiInstance } from '../messaging-provider.ts';

/**
 * A received file of the Cloud API, by its media id (Meta's Media page): `GET /{media-id}` with
 * the number's token answers a short-lived `url`, the file's type and its `sha256`; the bytes come
 * from that url with the same bearer token. Webhook media ids expire after about 7 days, so the
 * media queue runs this as soon as the message is stored. The only implementation: the provider
 * itself fetches no media.
 *
 * - An id Meta no longer knows (code 100, HTTP 400) will not come back: FetchRefused
 *   ('unavailable'), no retry.
 * - The url gets the token only over https (or on the Graph's own origin, the simulator's): a
 *   plain-http link would carry it in clear. Refused, no retry.
 * - Bytes whose SHA-256 is not the one Meta gave are not the file the patient sent (a damaged or
 *   substituted download): MediaCorrupted, never kept; the queue tries again with a new url and
 *   then gives up, and the message says why in pt-BR.
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
    sha256?: unknown;
  } | null;
  if (res.status === 400) throw new FetchRefused(MSG.cloudApi.mediaUnavailable, 'unavailable');
  if (res.status > 400 && res.status < 500) throw new FetchRefused('mídia recusada');
  if (!res.ok || typeof info?.url !== 'string') throw new Error(`HTTP ${res.status}`);
  let link: URL;
  try {
    link = new URL(info.url);
  } catch {
    throw new FetchRefused(MSG.cloudApi.mediaLinkRefused);
  }
  if (link.protocol !== 'https:' && link.origin !== new URL(graphUrl).origin)
    throw new FetchRefused(MSG.cloudApi.mediaLinkRefused);
  const got = await fetchToFile(link.href, file, { ...opts, headers: auth });
  // Meta gives the checksum as hex: a string of any other content is a mismatch. An answer
  // without one (Meta documents it on every media) has nothing to check against and is kept.
  const expected = typeof info.sha256 === 'string' ? info.sha256.toLowerCase() : undefined;
  if (expected !== undefined && expected !== got.sha256)
    throw new MediaCorrupted(MSG.cloudApi.mediaCorrupted);
  return {
    contentType: typeof info.mime_type === 'string' ? info.mime_type : got.contentType,
    bytes: got.bytes,
  };
}
