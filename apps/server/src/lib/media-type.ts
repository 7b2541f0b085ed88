/** What a browser may show in the page; anything else is downloaded, never rendered. */
const INLINE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'audio/mpeg',
  'audio/mp4',
  'audio/aac',
  'audio/ogg',
  'audio/opus',
  'audio/wav',
  'audio/webm',
  'video/mp4',
  'video/webm',
  'video/3gpp',
  'application/pdf',
]);

/** RFC 9110's token characters, for a type and a subtype. */
const TOKEN = "[a-z0-9!#$%&'*+.^_`|~-]{1,127}";
const MEDIA_TYPE = new RegExp(`^${TOKEN}/${TOKEN}$`);

export const UNKNOWN_MEDIA_TYPE = 'application/octet-stream';

/**
 * A patient's phone names the media type: only a plain `type/subtype` is kept (lower case, its
 * parameters dropped), and anything else, CR/LF included, becomes application/octet-stream. Null
 * when none was given.
 */
export function cleanMediaType(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const type = value.split(';')[0]!.trim().toLowerCase();
  return MEDIA_TYPE.test(type) ? type : UNKNOWN_MEDIA_TYPE;
}

/** `inline` for what the page shows (images, audio, video, PDF), `attachment` for the rest. */
export function mediaDisposition(type: string, fileName: string | null): string {
  const kind = INLINE_TYPES.has(type) ? 'inline' : 'attachment';
  return fileName ? `${kind}; filename*=UTF-8''${encodeURIComponent(fileName)}` : kind;
}
