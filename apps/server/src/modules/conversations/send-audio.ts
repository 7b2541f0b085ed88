import { AUDIO_MAX_BYTES, AUDIO_MAX_SECONDS, MSG } from '@conecta/contract';

import { AppError } from '../../lib/errors.ts';
import type { RequestMeta } from '../../http/request-meta.ts';
import type { Member } from '../memberships/index.ts';
import type { MessagesDeps } from './messages-deps.ts';
import { sendAsMember } from './send-as-member.ts';

/** A voice note recorded in the chat window (MP3 in base64): sent, then kept in the clinic's media. */
export async function sendAudio(
  deps: MessagesDeps,
  who: Member,
  input: { chatId: string; phone: string; audio: string; duration: number },
  meta: RequestMeta,
) {
  const bytes = Buffer.from(input.audio.slice(input.audio.indexOf(',') + 1), 'base64');
  if (bytes.length > AUDIO_MAX_BYTES || input.duration > AUDIO_MAX_SECONDS) {
    throw new AppError('PAYLOAD_TOO_LARGE', MSG.messageRules.audioTooLarge);
  }
  return sendAsMember(
    deps,
    who,
    { chatId: input.chatId },
    {
      send: (creds, to) => deps.provider.sendAudio(creds, { phone: to.phone, audio: input.audio }),
      stored: async () => ({
        message: {
          type: 'audio',
          mediaMime: 'audio/mpeg',
          mediaPath: await deps.media.save(who.clinicId, bytes, 'mp3'),
          seconds: Math.round(input.duration),
          preview: MSG.previews.audio,
        },
        details: { audio: true },
      }),
      sent: MSG.messageRules.audioSent,
    },
    meta,
  );
}
