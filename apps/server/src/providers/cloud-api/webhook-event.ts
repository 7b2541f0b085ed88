import { CHAT_ID_PATTERN, MSG } from '@conecta/contract';

import { cleanMediaType } from '../../lib/media-type.ts';
import type { MessageContent, WebhookEvent } from '../webhook-event.ts';

/**
 * A received file of the Cloud API is named by a media id, not a link: the id is kept in the
 * message's `media_url` with this prefix, and the media queue turns it into bytes with the
 * number's access token (download-cloud-media.ts). Nothing reads it as a URL.
 */
export const CLOUD_MEDIA_PREFIX = 'whatsapp-media:';

/** What one business number's part of a webhook POST says, in the product's terms. */
export interface CloudWebhookChange {
  phoneNumberId: string;
  events: WebhookEvent[];
}

/**
 * A change about a WhatsApp Business account rather than one number (`field` other than
 * `messages`, e.g. `message_template_status_update`), handed as it came to whoever reads it.
 */
export interface CloudAccountChange {
  businessAccountId: string;
  field: string;
  value: Record<string, unknown>;
}

/** Meta's delivery statuses in the product's words (the board's ticks read these). */
const STATUS: Record<string, string> = {
  sent: 'SENT',
  delivered: 'DELIVERED',
  read: 'READ',
  failed: 'FAILED',
};

type Obj = Record<string, unknown>;
const clean = (v: string) => v.replaceAll('\u0000', '');
const s = (v: unknown): string | null =>
  typeof v === 'string' && clean(v).trim() !== '' ? clean(v) : null;
const obj = (v: unknown): Obj | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : null;
const list = (v: unknown): Obj[] =>
  Array.isArray(v) ? v.map(obj).filter((o): o is Obj => o !== null) : [];

/** Meta's timestamps are Unix seconds, as strings. */
function secondsToDate(v: unknown, fallback: Date): Date {
  const n = typeof v === 'string' ? Number(v) : typeof v === 'number' ? v : NaN;
  return Number.isFinite(n) && n > 0 ? new Date(n * 1000) : fallback;
}

const mediaUrl = (media: Obj) => {
  const id = s(media.id);
  return id && /^[A-Za-z0-9_.-]{1,128}$/.test(id) ? `${CLOUD_MEDIA_PREFIX}${id}` : null;
};

/** The message's content; null for what the product has no use for. */
function content(m: Obj, type: string): MessageContent | null {
  const body = obj(m[type]);
  switch (type) {
    case 'text':
      return { type: 'text', text: s(body?.body) ?? '' };
    case 'image':
    case 'sticker':
      // A sticker is a WebP picture: kept as one, so the file is not lost.
      if (!body) return null;
      return {
        type: 'image',
        url: mediaUrl(body),
        caption: s(body.caption),
        mime: cleanMediaType(s(body.mime_type)),
      };
    case 'audio':
      if (!body) return null;
      return {
        type: 'audio',
        url: mediaUrl(body),
        seconds: 0,
        mime: cleanMediaType(s(body.mime_type)),
      };
    case 'video':
      if (!body) return null;
      return { type: 'video', url: mediaUrl(body), caption: s(body.caption), seconds: 0 };
    case 'document':
      if (!body) return null;
      return {
        type: 'document',
        url: mediaUrl(body),
        fileName: s(body.filename),
        mime: cleanMediaType(s(body.mime_type)),
        caption: s(body.caption),
      };
    // A quick-reply button ('Confirmar') and an interactive reply are the patient's words: the
    // same reply reader as a typed '1' reads them.
    case 'button':
      return { type: 'text', text: s(body?.text) ?? s(body?.payload) ?? '' };
    case 'interactive': {
      const reply = obj(body?.button_reply) ?? obj(body?.list_reply);
      return { type: 'text', text: s(reply?.title) ?? '' };
    }
    case 'location':
      return { type: 'other', text: MSG.previews.location };
    case 'contacts':
      return { type: 'other', text: MSG.previews.contact };
    case 'reaction': {
      // An emptied emoji takes a reaction back: nothing to show.
      const emoji = s(body?.emoji);
      return emoji ? { type: 'other', text: MSG.previews.reaction(emoji) } : null;
    }
    case 'unsupported': {
      // Meta sends a patient's edit or deletion as an unsupported message without the new text
      // or the message it names (unsupported.type 'edit' / 'revoke'): the chat says it happened.
      const what = s(body?.type);
      if (what === 'edit') return { type: 'other', text: MSG.previews.editedElsewhere };
      if (what === 'revoke') return { type: 'other', text: MSG.previews.deletedByPatient };
      return { type: 'other', text: MSG.previews.unsupported };
    }
    default:
      return null;
  }
}

function messageEvent(m: Obj, names: Map<string, string>, receivedAt: Date): WebhookEvent {
  const id = s(m.id);
  const from = s(m.from)?.replace(/\D/g, '') ?? null;
  const type = s(m.type) ?? '';
  if (!id || !from) return { kind: 'ignored', reason: 'mensagem sem id ou remetente' };
  if (!CHAT_ID_PATTERN.test(from)) return { kind: 'ignored', reason: 'id de conversa inválido' };
  const c = content(m, type);
  if (!c) return { kind: 'ignored', reason: `conteúdo sem uso: ${type.slice(0, 32)}` };
  const context = obj(m.context);
  const reaction = type === 'reaction' ? obj(m.reaction) : null;
  return {
    kind: 'message',
    messageId: id.slice(0, 200),
    chatId: from.slice(0, 200),
    fromMe: false,
    time: secondsToDate(m.timestamp, receivedAt),
    chatName: names.get(from) ?? null,
    photo: null,
    isGroup: false,
    isNewsletter: false,
    status: 'RECEIVED',
    isEdit: false,
    editOf: null,
    // A reply names the message it answers; a reaction, the message it reacts to.
    quotedId: (s(reaction?.message_id) ?? s(context?.id))?.slice(0, 200) ?? null,
    content: c,
  };
}

function statusEvent(st: Obj): WebhookEvent {
  const id = s(st.id);
  const status = STATUS[s(st.status) ?? ''];
  if (!id || !status) return { kind: 'ignored', reason: 'status sem uso' };
  const code = list(st.errors)[0]?.code;
  return {
    kind: 'status',
    ids: [id.slice(0, 200)],
    status,
    forwardOnly: true,
    errorCode: status === 'FAILED' && typeof code === 'number' ? code : null,
  };
}

/** The account-level changes of a checked webhook body (every field but `messages`). */
export function cloudAccountChanges(input: unknown): CloudAccountChange[] {
  const out: CloudAccountChange[] = [];
  for (const entry of list(obj(input)?.entry)) {
    const businessAccountId = s(entry.id);
    if (!businessAccountId) continue;
    for (const change of list(entry.changes)) {
      const field = s(change.field);
      const value = obj(change.value);
      if (field && field !== 'messages' && value)
        out.push({ businessAccountId, field: field.slice(0, 64), value });
    }
  }
  return out;
}

/**
 * Reads a Cloud API webhook whose signature was already checked: `entry[].changes[]` of field
 * `messages`, each for one business number (`value.metadata.phone_number_id`), with received
 * `messages` and/or `statuses`. Other fields (template status...) are left to their own readers.
 * Throws on a body that is not a WhatsApp webhook at all.
 */
export function parseCloudWebhook(input: unknown, receivedAt: Date): CloudWebhookChange[] {
  const body = obj(input);
  if (!body || body.object !== 'whatsapp_business_account' || !Array.isArray(body.entry))
    throw new Error('corpo não é um webhook do WhatsApp Business');
  const out: CloudWebhookChange[] = [];
  for (const entry of list(body.entry)) {
    for (const change of list(entry.changes)) {
      if (change.field !== 'messages') continue;
      const value = obj(change.value);
      const phoneNumberId = s(obj(value?.metadata)?.phone_number_id);
      if (!value || !phoneNumberId) continue;
      const names = new Map<string, string>();
      for (const contact of list(value.contacts)) {
        const waId = s(contact.wa_id);
        const name = s(obj(contact.profile)?.name);
        if (waId && name) names.set(waId, name.slice(0, 200));
      }
      const events = [
        ...list(value.messages).map((m) => messageEvent(m, names, receivedAt)),
        ...list(value.statuses).map(statusEvent),
      ];
      out.push({ phoneNumberId, events });
    }
  }
  return out;
}
