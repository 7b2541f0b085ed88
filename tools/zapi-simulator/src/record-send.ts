import {
  deliveryCallback,
  messageStatusCallback,
  receivedCallback,
  type MessageStatus,
} from './build-callbacks.ts';
import { createChat } from './create-chat.ts';
import { newMessageId, newZaapId } from './create-ids.ts';
import type { SimContext } from './sim-context.ts';
import { scheduleReply } from './start-live-activity.ts';
import type { SentRecord, SimAudio, SimFile, SimInstance, SimMessage } from './types.ts';

export interface SendInput {
  phone: string;
  text?: string;
  audio?: SimAudio;
  /** The audio as received (URL or data URL), for the sent log. */
  audioInput?: string;
  image?: SimFile;
  document?: SimFile;
  /** The file as received (URL or data URL), for the sent log. */
  fileInput?: string;
  /** send-document/{extension}. */
  extension?: string;
  editMessageId?: string;
  quotedMessageId?: string;
  /** Seconds Z-API waits before the send, and shows 'typing...' for, as the request asked. */
  delayMessage?: number | undefined;
  delayTyping?: number | undefined;
}

export interface SendAnswer {
  zaapId: string;
  messageId: string;
  id: string;
}

const FULL_AUDIO_LIMIT = 64 * 1024;

/**
 * Accepts a send: logs it, moves the chat, reports it as fromMe (with notifySentByMe) and then
 * walks it through SENT -> RECEIVED -> READ. The caller has already validated the input.
 */
export function recordSend(sim: SimContext, instance: SimInstance, input: SendInput): SendAnswer {
  const now = sim.options.now();
  const zaapId = newZaapId();
  const messageId = newMessageId();
  const message: SimMessage = {
    messageId,
    phone: input.phone,
    fromMe: true,
    momment: now,
    text: input.text,
    audio: input.audio,
    image: input.image,
    document: input.document,
    fromApi: true,
    editMessageId: input.editMessageId,
    quotedMessageId: input.quotedMessageId,
  };
  const audioLog =
    input.audioInput && input.audioInput.length > FULL_AUDIO_LIMIT
      ? `${input.audioInput.slice(0, 64)}…(${input.audioInput.length} chars)`
      : input.audioInput;
  const file = input.image ?? input.document;
  const fileLog =
    input.fileInput && input.fileInput.length > FULL_AUDIO_LIMIT
      ? `${input.fileInput.slice(0, 64)}…(${input.fileInput.length} chars)`
      : input.fileInput;
  const record: SentRecord = {
    kind: input.audio ? 'audio' : input.image ? 'image' : input.document ? 'document' : 'text',
    phone: input.phone,
    message: input.text,
    audio: audioLog,
    ...(file
      ? {
          file: fileLog,
          mimeType: file.mimeType,
          fileName: file.fileName,
          caption: file.caption,
          extension: input.extension,
        }
      : {}),
    editMessageId: input.editMessageId,
    quotedMessageId: input.quotedMessageId,
    ...(input.delayMessage ? { delayMessage: input.delayMessage } : {}),
    ...(input.delayTyping ? { delayTyping: input.delayTyping } : {}),
    messageId,
    zaapId,
    at: now,
  };
  instance.sent.push(record);
  const original = input.editMessageId ? instance.ownMessages.get(input.editMessageId) : undefined;
  if (original && input.text !== undefined) original.text = input.text;
  instance.ownMessages.set(messageId, message);

  let chat = instance.chats.get(input.phone);
  if (!chat) {
    chat = createChat(input.phone, null, now);
    instance.chats.set(chat.phone, chat);
  }
  chat.lastMessageTime = now;
  chat.unread = 0;

  if (instance.notifySentByMe) {
    sim.emitter.emit(
      instance,
      'received',
      receivedCallback(instance, message, sim.baseUrl, 'SENT'),
    );
  }
  if (input.editMessageId) return { zaapId, messageId, id: messageId };

  const session = instance.session;
  const timing = sim.options.timing;
  const status = (value: MessageStatus) => () => {
    if (instance.session !== session) return;
    if (value === 'SENT') {
      sim.emitter.emit(
        instance,
        'delivery',
        deliveryCallback(instance, input.phone, zaapId, messageId),
      );
    }
    const body = messageStatusCallback(
      instance,
      value,
      [messageId],
      input.phone,
      sim.options.now(),
    );
    sim.emitter.emit(instance, 'messageStatus', body);
  };
  sim.timers.after(timing.statusSentMs, status('SENT'));
  sim.timers.after(timing.statusReceivedMs, status('RECEIVED'));
  sim.timers.after(timing.statusReadMs, status('READ'));

  if (
    sim.options.liveActivity &&
    chat.kind === 'contact' &&
    sim.random.chance(sim.options.replyChance)
  ) {
    scheduleReply(sim, instance, input.phone, input.text ?? '');
  }
  return { zaapId, messageId, id: messageId };
}
