import type { RequestMeta } from '../../http/request-meta.ts';
import { recordClinicAction } from '../audit/index.ts';
import type { Member } from '../memberships/index.ts';
import type { chatOf } from './chat-of.ts';
import type { MessagesDeps } from './messages-deps.ts';
import type { MessageRow } from './messages-repo.ts';
import { type OutboundMessage, recordOutbound } from './record-outbound.ts';

type Chat = Awaited<ReturnType<typeof chatOf>>;

/** A member's message as the send knows it; the chat, the sender and the time are added here. */
export type MemberMessage = Omit<
  OutboundMessage,
  'clinicId' | 'chatId' | 'sentBy' | 'sentByMember' | 'timestamp'
>;

/**
 * What every send by a member leaves once the provider took it: the message on its chat, the
 * news of it on every screen of the clinic (as the provider's echo of a message sent from the
 * phone would bring; the echo of this one finds it stored and announces nothing), and the
 * clinic's audit entry (`details` says what kind of send it was).
 */
export async function recordMemberSend(
  deps: Pick<MessagesDeps, 'db' | 'clock' | 'publish' | 'media'>,
  who: Member,
  chat: Chat,
  message: MemberMessage,
  details: Record<string, unknown>,
  meta: RequestMeta,
): Promise<MessageRow> {
  const { db, clock } = deps;
  const recorded = await recordOutbound(db, {
    ...message,
    clinicId: who.clinicId,
    chatId: chat.chatId,
    sentBy: 'user',
    sentByMember: who.userId,
    timestamp: clock(),
  });
  // The provider's echo brought the same file first: ours is a copy no message names, and a
  // patient's file no erasure would find.
  if (message.mediaPath && recorded.message.mediaPath !== message.mediaPath)
    await deps.media.remove(message.mediaPath);
  if (recorded.chat)
    deps.publish(who.clinicId, 'chat-update', {
      chatId: chat.chatId,
      reason: 'message-sent',
      lastMessageContent: recorded.chat.lastMessageContent,
    });
  await recordClinicAction(
    db,
    who,
    'message.send',
    chat.name ?? chat.phone,
    { ...details, chatId: chat.chatId },
    meta,
    clock(),
  );
  return recorded.message;
}
