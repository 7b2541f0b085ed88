import { ApiError } from './http-io.ts';
import { optionalInteger, optionalString, type Fields } from './read-fields.ts';
import type { InboundInput } from './receive-inbound.ts';
import type { SimAudio } from './types.ts';

/**
 * Body of POST /_sim/instances/{id}/inbound: `message` (text) or `audio` (URL, data URL, or
 * `true` for a generated voice note of `seconds`), plus optional name, messageId, participant.
 */
export function readInbound(
  body: Fields,
  phone: string,
  parseAudio: (input: string) => SimAudio,
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
  if (!text?.trim() && !audio) throw new ApiError(400, 'message or audio is required');
  if (text?.trim() && audio) throw new ApiError(400, 'send either message or audio, not both');
  const participantPhone = optionalString(body, 'participantPhone', 15);
  if (participantPhone !== undefined && !/^\d{10,15}$/.test(participantPhone)) {
    throw new ApiError(400, 'participantPhone must have 10 to 15 digits');
  }
  const fromMe = body.fromMe;
  if (fromMe !== undefined && typeof fromMe !== 'boolean') {
    throw new ApiError(400, 'fromMe must be a boolean');
  }
  return {
    phone,
    text: audio ? undefined : text,
    audio,
    name: optionalString(body, 'name', 200)?.trim() || undefined,
    messageId: optionalString(body, 'messageId', 128)?.trim() || undefined,
    participantPhone,
    participantName: optionalString(body, 'participantName', 200)?.trim() || undefined,
    fromMe,
  };
}
