import { CHAT_ID_PATTERN } from '@conecta/contract';
import { z } from 'zod';

import { cleanMediaType } from '../../lib/media-type.ts';
import { isGroupId, isNewsletterId, toBool, toDate, toInt } from './normalize.ts';

/** A provider callback in the product's terms; anything the product does not use is `ignored`. */
export type WebhookEvent =
  | {
      kind: 'message';
      messageId: string;
      chatId: string;
      fromMe: boolean;
      time: Date;
      chatName: string | null;
      photo: string | null;
      isGroup: boolean;
      isNewsletter: boolean;
      status: string;
      isEdit: boolean;
      editOf: string | null;
      content: MessageContent;
    }
  | { kind: 'status'; ids: string[]; status: string }
  | { kind: 'connection'; connected: boolean }
  | { kind: 'ignored'; reason: string };

export type MessageContent =
  | { type: 'text'; text: string }
  | { type: 'audio'; url: string | null; seconds: number; mime: string | null }
  | { type: 'image'; url: string | null; caption: string | null; mime: string | null }
  | { type: 'video'; url: string | null; caption: string | null; seconds: number }
  | { type: 'document'; url: string | null; fileName: string | null; mime: string | null }
  | { type: 'other'; text: string };

const zBase = z.looseObject({ type: z.string().min(1).max(64) });

/** A non-blank string, without NUL characters: PostgreSQL cannot store them in text. */
const clean = (v: string) => v.replaceAll('\u0000', '');
const s = (v: unknown): string | null =>
  typeof v === 'string' && clean(v).trim() !== '' ? clean(v) : null;
const obj = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

function content(body: Record<string, unknown>): MessageContent | null {
  const text = obj(body.text);
  if (text) return { type: 'text', text: s(text.message) ?? '' };
  const audio = obj(body.audio);
  if (audio)
    return {
      type: 'audio',
      url: s(audio.audioUrl),
      seconds: toInt(audio.seconds),
      mime: cleanMediaType(s(audio.mimeType)),
    };
  const image = obj(body.image);
  if (image)
    return {
      type: 'image',
      url: s(image.imageUrl),
      caption: s(image.caption),
      mime: cleanMediaType(s(image.mimeType)),
    };
  const video = obj(body.video);
  if (video)
    return {
      type: 'video',
      url: s(video.videoUrl),
      caption: s(video.caption),
      seconds: toInt(video.seconds),
    };
  const doc = obj(body.document);
  if (doc) {
    return {
      type: 'document',
      url: s(doc.documentUrl),
      fileName: s(doc.fileName) ?? s(doc.title),
      mime: cleanMediaType(s(doc.mimeType)),
    };
  }
  if (obj(body.sticker)) return { type: 'other', text: 'Figurinha' };
  if (obj(body.location)) return { type: 'other', text: 'Localização' };
  if (obj(body.contact)) return { type: 'other', text: 'Contato' };
  return null;
}

/**
 * Reads a Z-API callback. Throws on a body that is not a callback at all (answered 400); answers
 * `ignored` for callbacks the product has no use for (reactions, presence, system notices).
 */
/** `receivedAt` stands in for a message time the provider left out. */
export function parseWebhook(input: unknown, receivedAt: Date): WebhookEvent {
  const base = zBase.parse(input);
  const body = base as Record<string, unknown>;
  switch (base.type) {
    case 'ReceivedCallback': {
      if (toBool(body.waitingMessage)) return { kind: 'ignored', reason: 'waitingMessage' };
      if (s(body.notification)) return { kind: 'ignored', reason: 'notification' };
      const messageId = s(body.messageId);
      const phone = s(body.phone);
      if (!messageId || !phone) throw new Error('ReceivedCallback sem messageId ou phone');
      if (phone.endsWith('-broadcast') || phone === 'status@broadcast')
        return { kind: 'ignored', reason: 'broadcast' };
      // A chat under an id the routes refuse could never be opened, exported or erased.
      if (!CHAT_ID_PATTERN.test(phone))
        return { kind: 'ignored', reason: 'id de conversa inválido' };
      const c = content(body);
      if (!c) return { kind: 'ignored', reason: 'conteúdo sem uso' };
      return {
        kind: 'message',
        messageId: messageId.slice(0, 200),
        chatId: phone.slice(0, 200),
        fromMe: toBool(body.fromMe),
        time: toDate(body.momment) ?? receivedAt,
        chatName: s(body.chatName) ?? (toBool(body.fromMe) ? null : s(body.senderName)),
        photo: s(body.photo) ?? s(body.senderPhoto),
        isGroup: toBool(body.isGroup) || isGroupId(phone),
        isNewsletter: toBool(body.isNewsletter) || isNewsletterId(phone),
        status: s(body.status) ?? 'RECEIVED',
        isEdit: toBool(body.isEdit),
        editOf: s(body.editMessageId),
        content: c,
      };
    }
    case 'MessageStatusCallback': {
      const ids = Array.isArray(body.ids)
        ? body.ids.filter((i): i is string => typeof i === 'string').map(clean)
        : [];
      const status = s(body.status);
      if (!status || ids.length === 0) throw new Error('MessageStatusCallback sem status ou ids');
      return { kind: 'status', ids: ids.slice(0, 500), status: status.slice(0, 32) };
    }
    case 'ConnectedCallback':
      return { kind: 'connection', connected: true };
    case 'DisconnectedCallback':
      return { kind: 'connection', connected: false };
    default:
      return { kind: 'ignored', reason: base.type };
  }
}

/** The one-line preview of a message, for the chat list. */
export function previewOf(c: MessageContent): string {
  switch (c.type) {
    case 'text':
      return c.text;
    case 'audio':
      return '🎤 Áudio';
    case 'image':
      return c.caption ? `📷 ${c.caption}` : '📷 Imagem';
    case 'video':
      return c.caption ? `🎬 ${c.caption}` : '🎬 Vídeo';
    case 'document':
      return `📄 ${c.fileName ?? 'Documento'}`;
    case 'other':
      return c.text;
  }
}
