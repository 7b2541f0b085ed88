import { CHAT_ID_PATTERN, MSG } from '@conecta/contract';
import { z } from 'zod';

import { cleanMediaType } from '../../lib/media-type.ts';
import { foldBrazilMobile } from '../brazil-mobile.ts';
import type { MessageContent, WebhookEvent } from '../webhook-event.ts';
import {
  type Contacts,
  bsuid,
  digits,
  parentBsuid,
  readContacts,
  systemEvent,
  userIdUpdateEvent,
} from './identity-events.ts';
import { OUT_OF_RANGE, type Obj, list, obj, s, timeOf } from './read-payload.ts';

export { BSUID_PATTERN } from './identity-events.ts';
export { CLOCK_SKEW_MS, OUT_OF_RANGE } from './read-payload.ts';

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
  /**
   * When Meta made the change (`entry[].time`, the webhook's trigger time): what orders a
   * template's status updates, so a late or replayed one changes nothing. Null when the entry
   * has none.
   */
  time: Date | null;
}

/**
 * The fields about one business number's users, read by parseCloudWebhook; every other field is
 * about the account (cloudAccountChanges).
 */
const NUMBER_FIELDS = new Set(['messages', 'user_id_update']);

/** Meta's delivery statuses in the product's words (the board's ticks read these). */
const STATUS: Record<string, string> = {
  sent: 'SENT',
  delivered: 'DELIVERED',
  read: 'READ',
  failed: 'FAILED',
};

/** A failed status's error code: Meta's are small positive integers; stored in an `integer`. */
const zErrorCode = z.number().int().min(0).max(2_147_483_647);

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

function messageEvent(m: Obj, contacts: Contacts, receivedAt: Date): WebhookEvent {
  const id = s(m.id);
  if (s(m.type) === 'system') return systemEvent(m, receivedAt);
  const phone = s(m.from)?.replace(/\D/g, '') || null;
  // Meta names the sender's BSUID on the message (`from_user_id`) and on its contact (`user_id`).
  const sender =
    (phone ? contacts.byPhone.get(phone) : undefined) ??
    contacts.byUserId.get(bsuid(m.from_user_id) ?? bsuid(m.user_id) ?? '');
  const userId = bsuid(m.from_user_id) ?? bsuid(m.user_id) ?? sender?.userId ?? null;
  // A phone stays the chat's key (a Brazilian mobile with its ninth digit: one patient, one
  // chat); a username user whose number Meta withholds is keyed by BSUID.
  const folded = phone ? foldBrazilMobile(phone) : null;
  const from = folded ?? userId;
  const type = s(m.type) ?? '';
  if (!id || !from) return { kind: 'ignored', reason: 'mensagem sem id ou remetente' };
  if (!CHAT_ID_PATTERN.test(from)) return { kind: 'ignored', reason: 'id de conversa inválido' };
  const c = content(m, type);
  if (!c) return { kind: 'ignored', reason: `conteúdo sem uso: ${type.slice(0, 32)}` };
  const context = obj(m.context);
  const reaction = type === 'reaction' ? obj(m.reaction) : null;
  // A message without a time is stamped when it arrived, as before; one whose time is out of
  // range is not stored (see receiveCloud for why the body is still answered 200).
  const time = timeOf(m.timestamp, receivedAt);
  if (time === null) return { kind: 'ignored', reason: OUT_OF_RANGE };
  return {
    kind: 'message',
    messageId: id.slice(0, 200),
    chatId: from.slice(0, 200),
    ...(phone && folded !== phone ? { address: phone } : {}),
    fromMe: false,
    time: time ?? receivedAt,
    chatName: sender?.name ?? null,
    photo: null,
    isGroup: false,
    isNewsletter: false,
    status: 'RECEIVED',
    isEdit: false,
    editOf: null,
    // A reply names the message it answers; a reaction, the message it reacts to.
    quotedId: (s(reaction?.message_id) ?? s(context?.id))?.slice(0, 200) ?? null,
    content: c,
    userId,
    username: sender?.username ?? null,
    parentUserId: parentBsuid(m.from_parent_user_id) ?? sender?.parentUserId ?? null,
  };
}

function statusEvent(st: Obj, contacts: Contacts): WebhookEvent {
  const id = s(st.id);
  // A send by BSUID is reported by `recipient_user_id` (no `recipient_id`); delivered and read
  // statuses name the username in `contacts[]`.
  const userId = bsuid(st.recipient_user_id);
  const phone = digits(st.recipient_id);
  const status = STATUS[s(st.status) ?? ''];
  if (!id || !status) return { kind: 'ignored', reason: 'status sem uso' };
  // The status is real whatever its code says; a code no integer column holds is dropped.
  const code = zErrorCode.safeParse(list(st.errors)[0]?.code);
  return {
    kind: 'status',
    ids: [id.slice(0, 200)],
    status,
    forwardOnly: true,
    errorCode: status === 'FAILED' && code.success ? code.data : null,
    // Only when Meta named the recipient's BSUID (a send by phone before BSUIDs has none).
    ...(userId
      ? {
          userId,
          username:
            contacts.byUserId.get(userId)?.username ??
            (phone ? contacts.byPhone.get(phone)?.username : undefined) ??
            null,
        }
      : {}),
  };
}

/**
 * The account-level changes of a checked webhook body (every field but `messages`), with the
 * entry's time. An entry whose time is out of range is left out and counted in `outOfRange`.
 */
export function cloudAccountChanges(
  input: unknown,
  receivedAt: Date,
): { changes: CloudAccountChange[]; outOfRange: number } {
  const changes: CloudAccountChange[] = [];
  let outOfRange = 0;
  for (const entry of list(obj(input)?.entry)) {
    const businessAccountId = s(entry.id);
    if (!businessAccountId) continue;
    const time = timeOf(entry.time, receivedAt);
    for (const change of list(entry.changes)) {
      const field = s(change.field);
      const value = obj(change.value);
      if (!field || NUMBER_FIELDS.has(field) || !value) continue;
      if (time === null) outOfRange += 1;
      else
        changes.push({ businessAccountId, field: field.slice(0, 64), value, time: time ?? null });
    }
  }
  return { changes, outOfRange };
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
      if (!NUMBER_FIELDS.has(String(change.field))) continue;
      const value = obj(change.value);
      const phoneNumberId = s(obj(value?.metadata)?.phone_number_id);
      if (!value || !phoneNumberId) continue;
      const contacts = readContacts(value);
      const events = [
        ...list(value.messages).map((m) => messageEvent(m, contacts, receivedAt)),
        ...list(value.statuses).map((st) => statusEvent(st, contacts)),
        ...list(value.user_id_update).map((u) => userIdUpdateEvent(u, receivedAt)),
      ];
      out.push({ phoneNumberId, events });
    }
  }
  return out;
}
