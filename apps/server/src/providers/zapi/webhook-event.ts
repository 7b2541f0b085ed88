import { CHAT_ID_PATTERN, MSG } from '@conecta/contract';
import { z } from 'zod';

import { cleanMediaType } from '../../lib/media-type.ts';
import { foldBrazilMobile } from '../brazil-mobile.ts';
import type { MessageContent, WebhookEvent } from '../webhook-event.ts';
import { isGroupId, isNewsletterId, toBool, toDate, toInt } from './normalize.ts';

const zBase = z.looseObject({ type: z.string().min(1).max(64) });

/** A non-blank string, without NUL characters: PostgreSQL cannot store them in text. */
const clean = (v: string) => v.replaceAll('\u0000', '');
const s = (v: unknown): string | null =>
  typeof v === 'string' && clean(v).trim() !== '' ? clean(v) : null;
const obj = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/**
 * A tapped quick-reply button or list row. Z-API names them `buttonsResponseMessage` /
 * `buttonReply` ({buttonId, message}) and `listResponseMessage` ({selectedRowId, title,
 * message}); the text is what the patient saw on the button.
 */
function choiceOf(body: Record<string, unknown>): MessageContent | null {
  const button = obj(body.buttonsResponseMessage) ?? obj(body.buttonReply);
  if (button) {
    const id = s(button.buttonId) ?? s(button.selectedButtonId) ?? '';
    const text = s(button.message) ?? s(button.selectedButtonText) ?? id;
    return { type: 'text', text: text.slice(0, 1000), choice: id.slice(0, 100) };
  }
  const row = obj(body.listResponseMessage);
  if (row) {
    const id = s(row.selectedRowId) ?? '';
    const text = s(row.title) ?? s(row.message) ?? id;
    return { type: 'text', text: text.slice(0, 1000), choice: id.slice(0, 100) };
  }
  return null;
}

function content(body: Record<string, unknown>): MessageContent | null {
  const text = obj(body.text);
  if (text) return { type: 'text', text: s(text.message) ?? '' };
  const choice = choiceOf(body);
  if (choice) return choice;
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
      caption: s(doc.caption),
    };
  }
  if (obj(body.sticker)) return { type: 'other', text: MSG.previews.sticker };
  if (obj(body.location)) return { type: 'other', text: MSG.previews.location };
  if (obj(body.contact)) return { type: 'other', text: MSG.previews.contact };
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
      // One patient, one chat: a Brazilian mobile without its ninth digit is keyed with it.
      const chatId = foldBrazilMobile(phone.slice(0, 200));
      const reaction = obj(body.reaction);
      if (reaction) {
        const target = s(obj(reaction.referencedMessage)?.messageId);
        if (!target) return { kind: 'ignored', reason: 'reação sem mensagem' };
        return {
          kind: 'reaction',
          chatId,
          fromMe: toBool(body.fromMe),
          time: toDate(body.momment, receivedAt) ?? receivedAt,
          // An empty value takes the reaction off.
          emoji: (s(reaction.value) ?? '').slice(0, 32),
          targetId: target.slice(0, 200),
        };
      }
      const c = content(body);
      if (!c) return { kind: 'ignored', reason: 'conteúdo sem uso' };
      return {
        kind: 'message',
        messageId: messageId.slice(0, 200),
        chatId,
        ...(chatId !== phone ? { address: phone } : {}),
        fromMe: toBool(body.fromMe),
        time: toDate(body.momment, receivedAt) ?? receivedAt,
        chatName: s(body.chatName) ?? (toBool(body.fromMe) ? null : s(body.senderName)),
        photo: s(body.photo) ?? s(body.senderPhoto),
        isGroup: toBool(body.isGroup) || isGroupId(phone),
        isNewsletter: toBool(body.isNewsletter) || isNewsletterId(phone),
        status: s(body.status) ?? 'RECEIVED',
        isEdit: toBool(body.isEdit),
        editOf: s(body.editMessageId),
        quotedId: s(body.referenceMessageId)?.slice(0, 200) ?? null,
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
