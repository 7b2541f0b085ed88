import { receivedCallback } from './build-callbacks.ts';
import { createChat } from './create-chat.ts';
import { newMessageId } from './create-ids.ts';
import type { SimContext } from './sim-context.ts';
import type { SimAudio, SimFile, SimInstance, SimMessage } from './types.ts';

export interface InboundInput {
  phone: string;
  text?: string;
  audio?: SimAudio;
  image?: SimFile;
  document?: SimFile;
  /** The message this one quotes (`referenceMessageId` in the webhook). */
  quotedMessageId?: string;
  /** Contact name for a chat seen for the first time (or one still without a name). */
  name?: string;
  messageId?: string;
  /** Group messages: who wrote it. */
  participantPhone?: string;
  participantName?: string;
  /** A message typed on the connected phone itself (reported only with notifySentByMe). */
  fromMe?: boolean;
  /** When the patient sent it (epoch ms), for a message held while the phone was offline. */
  at?: number;
  /**
   * A Brazilian mobile delivered without its ninth digit (55 11 8765-4321 for 55 11 98765-4321),
   * as older accounts and some gateways do: the same patient and chat on the phone, the other
   * form in the callback's `phone` (issue 48).
   */
  withoutNinthDigit?: boolean;
}

/** 55 + DDD + 9 + 8 digits without the nine; any other number as it is. */
export function dropNinthDigit(phone: string): string {
  const m = /^55([1-9][1-9])9([6-9]\d{7})$/.exec(phone);
  return m ? `55${m[1]}${m[2]}` : phone;
}

/**
 * A message arriving on the connected phone: the chat is created if new, its unread count and
 * last message time move, and a ReceivedCallback goes to the received webhook.
 */
export function receiveInbound(
  sim: SimContext,
  instance: SimInstance,
  input: InboundInput,
): SimMessage {
  const now = input.at ?? sim.options.now();
  const fromMe = input.fromMe ?? false;
  let chat = instance.chats.get(input.phone);
  if (!chat) {
    chat = createChat(input.phone, input.name ?? null, now);
    instance.chats.set(chat.phone, chat);
  } else if (!chat.name && input.name) {
    chat.name = input.name;
  }
  chat.lastMessageTime = now;
  chat.unread = fromMe ? 0 : chat.unread + 1;
  let participant = input.participantPhone
    ? { phone: input.participantPhone, name: input.participantName }
    : undefined;
  if (chat.kind === 'group' && !fromMe) {
    // A group message always has an author: default to a known member.
    const known = chat.participants.find((p) => p.phone === participant?.phone);
    participant = known ?? participant ?? chat.participants[0];
    if (participant?.name && !known) {
      chat.participants.push({ phone: participant.phone, name: participant.name });
    }
  }
  const message: SimMessage = {
    messageId: input.messageId ?? newMessageId(),
    phone: chat.phone,
    fromMe,
    momment: now,
    text: input.text,
    audio: input.audio,
    image: input.image,
    document: input.document,
    quotedMessageId: input.quotedMessageId,
    participantPhone: participant?.phone,
    participantName: participant?.name,
  };
  if (fromMe) instance.ownMessages.set(message.messageId, message);
  if (!fromMe || instance.notifySentByMe) {
    const status = fromMe ? 'SENT' : 'RECEIVED';
    const delivered = input.withoutNinthDigit
      ? { ...message, phone: dropNinthDigit(message.phone) }
      : message;
    sim.emitter.emit(
      instance,
      'received',
      receivedCallback(instance, delivered, sim.baseUrl, status),
    );
  }
  return message;
}
