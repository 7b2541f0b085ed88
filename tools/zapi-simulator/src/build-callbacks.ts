import { createHash } from 'node:crypto';

import { chatKindOf } from './create-chat.ts';
import type { SimInstance, SimMessage } from './types.ts';

export type MessageStatus = 'SENT' | 'RECEIVED' | 'READ' | 'READ_BY_ME' | 'PLAYED';

export function avatarUrl(baseUrl: string, phone: string): string {
  return `${baseUrl}/_sim/avatars/${encodeURIComponent(phone)}.svg`;
}

export function resolveUrl(baseUrl: string, url: string): string {
  return url.startsWith('/') ? `${baseUrl}${url}` : url;
}

/** A stable 14-digit LID for a contact, like WhatsApp's "<digits>@lid" ids. */
export function lidOf(phone: string): string {
  const digest = createHash('sha1').update(phone).digest();
  return `${(digest.readBigUInt64BE(0) % (9n * 10n ** 13n)) + 10n ** 13n}@lid`;
}

/** ReceivedCallback in Z-API's shape, with exactly one content object (text or audio). */
export function receivedCallback(
  instance: SimInstance,
  message: SimMessage,
  baseUrl: string,
  status: MessageStatus,
): Record<string, unknown> {
  const chat = instance.chats.get(message.phone);
  const kind = chat?.kind ?? chatKindOf(message.phone);
  const isGroup = kind === 'group';
  const photo = chat?.hasPhoto ? avatarUrl(baseUrl, message.phone) : null;
  const participant = isGroup && !message.fromMe ? message.participantPhone : undefined;
  const chatName = chat?.name ?? message.phone;
  let senderName = chatName;
  if (message.fromMe) senderName = instance.name;
  else if (participant) senderName = message.participantName ?? participant;
  const body: Record<string, unknown> = {
    type: 'ReceivedCallback',
    instanceId: instance.id,
    messageId: message.messageId,
    phone: message.phone,
    fromMe: message.fromMe,
    momment: message.momment,
    status,
    chatName,
    senderName,
    senderPhoto: participant ? avatarUrl(baseUrl, participant) : message.fromMe ? null : photo,
    photo,
    isGroup,
    isNewsletter: kind === 'newsletter',
    participantPhone: participant ?? null,
    broadcast: false,
    isEdit: Boolean(message.editMessageId),
    waitingMessage: false,
    connectedPhone: instance.phone,
    chatLid: kind === 'contact' ? lidOf(message.phone) : null,
  };
  if (message.fromMe) body.fromApi = message.fromApi ?? false;
  if (message.editMessageId) body.editMessageId = message.editMessageId;
  if (message.quotedMessageId) body.referenceMessageId = message.quotedMessageId;
  if (message.audio) {
    const { ptt, seconds, url, mimeType } = message.audio;
    body.audio = { ptt, seconds, audioUrl: resolveUrl(baseUrl, url), mimeType };
  } else if (message.image) {
    const { url, caption, mimeType } = message.image;
    const imageUrl = resolveUrl(baseUrl, url);
    body.image = { imageUrl, thumbnailUrl: imageUrl, caption: caption ?? '', mimeType };
  } else if (message.document) {
    const { url, fileName, mimeType, caption } = message.document;
    body.document = {
      documentUrl: resolveUrl(baseUrl, url),
      fileName: fileName ?? null,
      title: fileName ?? null,
      mimeType,
      ...(caption ? { caption } : {}),
    };
  } else {
    body.text = { message: message.text ?? '' };
  }
  return body;
}

export function messageStatusCallback(
  instance: SimInstance,
  status: MessageStatus,
  ids: string[],
  phone: string,
  now: number,
): Record<string, unknown> {
  return {
    type: 'MessageStatusCallback',
    instanceId: instance.id,
    status,
    ids,
    momment: now,
    phone,
    isGroup: chatKindOf(phone) === 'group',
  };
}

export function deliveryCallback(
  instance: SimInstance,
  phone: string,
  zaapId: string,
  messageId: string,
): Record<string, unknown> {
  return { type: 'DeliveryCallback', instanceId: instance.id, phone, zaapId, messageId };
}

export function connectedCallback(instance: SimInstance, now: number): Record<string, unknown> {
  return {
    type: 'ConnectedCallback',
    instanceId: instance.id,
    connected: true,
    momment: now,
    phone: instance.phone,
  };
}

export function disconnectedCallback(instance: SimInstance, now: number): Record<string, unknown> {
  return {
    type: 'DisconnectedCallback',
    instanceId: instance.id,
    disconnected: true,
    error: 'Device has been disconnected',
    momment: now,
  };
}

export function presenceCallback(
  instance: SimInstance,
  phone: string,
  status: 'COMPOSING' | 'PAUSED' | 'AVAILABLE' | 'UNAVAILABLE' | 'RECORDING',
): Record<string, unknown> {
  return { type: 'PresenceChatCallback', instanceId: instance.id, phone, status, lastSeen: null };
}
