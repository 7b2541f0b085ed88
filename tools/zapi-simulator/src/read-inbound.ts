import { ApiError } from './http-io.ts';
import { optionalInteger, optionalString, type Fields } from './read-fields.ts';
import type { InboundInput } from './receive-inbound.ts';
import type { SimAudio, SimFile } from './types.ts';

/**
 * Body of POST /_sim/instances/{id}/inbound: `message` (text), `audio` (URL, data URL, or
 * `true` for a generated voice note of `seconds`), `image` or `document` (data URL, or `true`
 * for a small generated one; with `caption` and, for a document, `fileName`), plus optional
 * name, messageId, participant and `referenceMessageId` (the message it quotes), and
 * `withoutNinthDigit` (a Brazilian mobile delivered without its nine, issue 48).
 */
export function readInbound(
  body: Fields,
  phone: string,
  parseAudio: (input: string) => SimAudio,
  parseFile: (field: 'image' | 'document', input: string | true) => SimFile = () => {
    throw new ApiError(400, 'files are not accepted here');
  },
): InboundInput {
  const text = optionalString(body, 'message', 65_536);
  let audio: SimAudio | undefined;
  if (body.audio === true) {
    const seconds = optionalInteger(body, 'seconds', 1, 120) ?? 8;
    audio = { url: `/_sim/media/voice-${seconds}.wav`, seconds, mimeType: 'audio/wav', ptt: true };
  } else if (typeof body.audio === 'string' && body.audio.trim()) {
    audio = parseAudio(body.audio.trim());
  } else if (body.audio !== undefined && body.audio !== null && body.audio !== false) {
    throw new ApiError(400, 'audio must be a URL, a data URL or true');
  }
  const files: Partial<Record<'image' | 'document', SimFile>> = {};
  for (const field of ['image', 'document'] as const) {
    const value = body[field];
    if (value === undefined || value === null || value === false) continue;
    if (value !== true && (typeof value !== 'string' || !value.trim())) {
      throw new ApiError(400, `${field} must be a data URL or true`);
    }
    const caption = optionalString(body, 'caption', 65_536) || undefined;
    const fileName = optionalString(body, 'fileName', 255)?.trim() || undefined;
    const file = parseFile(field, value === true ? true : value.trim());
    files[field] = { ...file, caption, fileName: fileName ?? file.fileName };
  }
  const kinds = [text?.trim(), audio, files.image, files.document].filter(Boolean).length;
  if (kinds === 0) throw new ApiError(400, 'message, audio, image or document is required');
  if (kinds > 1) throw new ApiError(400, 'send one of message, audio, image or document');
  const participantPhone = optionalString(body, 'participantPhone', 15);
  if (participantPhone !== undefined && !/^\d{10,15}$/.test(participantPhone)) {
    throw new ApiError(400, 'participantPhone must have 10 to 15 digits');
  }
  const withoutNinthDigit = body.withoutNinthDigit;
  if (withoutNinthDigit !== undefined && typeof withoutNinthDigit !== 'boolean') {
    throw new ApiError(400, 'withoutNinthDigit must be a boolean');
  }
  const fromMe = body.fromMe;
  if (fromMe !== undefined && typeof fromMe !== 'boolean') {
    throw new ApiError(400, 'fromMe must be a boolean');
  }
  return {
    phone,
    text: audio || files.image || files.document ? undefined : text,
    audio,
    image: files.image,
    document: files.document,
    quotedMessageId: optionalString(body, 'referenceMessageId', 128)?.trim() || undefined,
    name: optionalString(body, 'name', 200)?.trim() || undefined,
    messageId: optionalString(body, 'messageId', 128)?.trim() || undefined,
    participantPhone,
    participantName: optionalString(body, 'participantName', 200)?.trim() || undefined,
    fromMe,
    ...(withoutNinthDigit ? { withoutNinthDigit } : {}),
  };
}
