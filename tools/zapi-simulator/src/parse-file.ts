import type { MediaStore } from './create-media-store.ts';
import { ApiError } from './http-io.ts';
import type { SimFile } from './types.ts';

/** The type a document's extension stands for (send-document/{extension}). */
const DOCUMENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  txt: 'text/plain',
  csv: 'text/csv',
};

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

export const documentTypeOf = (extension: string): string =>
  DOCUMENT_TYPES[extension.toLowerCase()] ?? 'application/octet-stream';

/**
 * `image` of /send-image or `document` of /send-document/{extension}: an http(s) URL or a
 * "data:<type>;base64," URL. Data URLs are kept and served back at /_sim/media/ so the echo's
 * imageUrl / documentUrl opens.
 */
export function parseFile(
  field: 'image' | 'document',
  input: string,
  media: MediaStore,
  fallbackType: string,
): Omit<SimFile, 'fileName' | 'caption'> {
  if (/^https?:\/\//i.test(input)) {
    let url: URL;
    try {
      url = new URL(input);
    } catch {
      throw new ApiError(400, `${field} is not a valid URL`);
    }
    const extension = /\.(\w+)$/.exec(url.pathname)?.[1]?.toLowerCase() ?? '';
    const mimeType =
      (field === 'image' ? IMAGE_TYPES[extension] : DOCUMENT_TYPES[extension]) ?? fallbackType;
    return { url: input, mimeType };
  }
  const data = /^data:([^,;]+)(?:;[^,;]+)*?;base64,(.*)$/s.exec(input);
  const mimeType = data?.[1]?.toLowerCase() ?? '';
  if (!data || (field === 'image' && !mimeType.startsWith('image/'))) {
    throw new ApiError(
      400,
      `${field} must be an http(s) URL or a data:${field === 'image' ? 'image/...' : '...'};base64,... URL`,
    );
  }
  const bytes = Buffer.from((data[2] ?? '').replace(/\s+/g, ''), 'base64');
  if (bytes.length === 0) throw new ApiError(400, `${field} is empty`);
  return { url: media.save(bytes, mimeType), mimeType };
}
