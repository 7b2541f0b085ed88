import { AUDIO_MAX_BYTES, AUDIO_MAX_SECONDS, MSG } from '@conecta/contract';

import { AppError } from '../../lib/errors.ts';
import type { RequestMeta } from '../../http/request-meta.ts';
import type { Member } from '../memberships/index.ts';
import { providerFailure } from '../connection/index.ts';
import { chatOf } from './chat-of.ts';
import { requireOpenWindow, windowClosedByProvider } from './conversation-window.ts';
import type { MessagesDeps } from './messages-deps.ts';
import { recordMemberSend } from './record-member-send.ts';
import { sendingInstance } from './sending-instance.ts';

/** A voice note recorded in the chat window (MP3 in base64): sent, then kept in the clinic's media. */
export async function sendAudio(
  deps: MessagesDeps,
  who: Member,
  input: { chatId: string; phone: string; audio: string; duration: number },
  meta: RequestMeta,
) {
  const { db, provider, media } = deps;
  const bytes = Buffer.from(input.audio.slice(input.audio.indexOf(',') + 1), 'base64');
  if (bytes.length > AUDIO_MAX_BYTES || input.duration > AUDIO_MAX_SECONDS) {
    throw new AppError('PAYLOAD_TOO_LARGE', MSG.messageRules.audioTooLarge);
  }
  const chat = await chatOf(db, who.clinicId, input.chatId);
  const creds = await sendingInstance(deps, who.clinicId);
  await requireOpenWindow(deps, creds, who.clinicId, chat.chatId);
  let messageId: string;
  try {
    ({ messageId } = await provider.sendAudio(creds, { phone: chat.chatId, audio: input.audio }));
  } catch (err) {
    throw windowClosedByProvider(err) ?? providerFailure(err);
  }
  const mediaPath = await media.save(who.clinicId, bytes, 'mp3');
  const row = await recordMemberSend(
    deps,
    who,
    chat,
    {
      messageId,
      type: 'audio',
      mediaMime: 'audio/mpeg',
      mediaPath,
      seconds: Math.round(input.duration),
      preview: MSG.previews.audio,
    },
    { audio: true },
    meta,
  );
  return {
    success: true as const,
    message: MSG.messageRules.audioSent,
    data: { id: row.id, messageId, status: row.status },
  };
}
