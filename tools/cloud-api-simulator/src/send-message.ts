import { buildWebhook, messagesValue } from './build-webhook.ts';
import { checkTemplate } from './check-template.ts';
import { emitWebhook } from './emit-webhook.ts';
import {
  WINDOW_CLOSED,
  invalidMessageId,
  invalidParameter,
  missingParameter,
  windowClosed,
} from './graph-error.ts';
import { asRecord, asString } from './http-io.ts';
import { newWamid, unixSeconds, type SimContext } from './sim-context.ts';
import type { SentMessage, SimPhoneNumber } from './types.ts';
import { windowClosesAt } from './window-closes-at.ts';

const MEDIA_TYPES = new Set(['image', 'document', 'audio', 'video', 'sticker']);
const FREE_FORM_TYPES = new Set(['text', 'reaction', 'interactive', 'location', 'contacts']);

/** A media object must name an upload that has not expired, or a link. */
function checkMedia(sim: SimContext, phone: SimPhoneNumber, type: string, value: unknown): void {
  const media = asRecord(value);
  const id = asString(media?.id);
  const link = asString(media?.link);
  if (!id && !link) throw missingParameter(`${type}.id or ${type}.link is required`);
  if (id) {
    const stored = sim.media.get(id);
    if (!stored || stored.phoneNumberId !== phone.id || stored.expiresAt <= sim.now()) {
      throw invalidParameter(`Invalid media id ${id}`);
    }
  }
}

/** `POST /{phone-number-id}/messages` with `status: 'read'`: marks a received message read. */
function markRead(sim: SimContext, phone: SimPhoneNumber, body: Record<string, unknown>) {
  const id = asString(body.message_id);
  if (!id) throw missingParameter('message_id is required');
  const received = phone.received.get(id);
  if (!received) throw invalidMessageId(id);
  received.readAt = sim.now();
  return { success: true };
}

/** `POST /{phone-number-id}/messages`: validates, applies the window, answers the wamid. */
export async function sendMessage(
  sim: SimContext,
  phone: SimPhoneNumber,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (body.messaging_product !== 'whatsapp') {
    throw invalidParameter('messaging_product must be whatsapp');
  }
  if (body.status === 'read') return markRead(sim, phone, body);
  // A user is named by phone (`to`) or, when the business has no phone for them, by BSUID
  // (`recipient`); Meta takes the phone when both are given.
  const phoneTo = asString(body.to)?.replace(/\D/g, '');
  const userId = asString(body.recipient);
  const to = phoneTo || userId;
  if (!to) throw missingParameter('to or recipient is required');
  const byUserId = !phoneTo;
  const type = asString(body.type) ?? 'text';
  let templateCategory: SentMessage['templateCategory'];
  if (type === 'text') {
    if (!asString(asRecord(body.text)?.body)) throw missingParameter('text.body is required');
  } else if (MEDIA_TYPES.has(type)) {
    checkMedia(sim, phone, type, body[type]);
  } else if (type === 'template') {
    templateCategory = checkTemplate(phone, body.template).category;
  } else if (!FREE_FORM_TYPES.has(type)) {
    throw invalidParameter(`Unsupported message type ${type}`);
  }
  const contextId = asString(asRecord(body.context)?.message_id);
  if (contextId && !phone.received.has(contextId) && !phone.sent.has(contextId)) {
    throw invalidMessageId(contextId);
  }

  const closesAt = windowClosesAt(phone, to);
  const outsideWindow = type !== 'template' && (closesAt === undefined || closesAt <= sim.now());
  if (outsideWindow && phone.windowErrors === 'response') throw windowClosed();

  const id = newWamid(sim, phone.id);
  phone.sent.set(id, { id, to, byUserId, type, request: body, at: sim.now(), templateCategory });
  if (outsideWindow) {
    // Accepted, then refused asynchronously: the `failed` status carries the same error.
    await emitWebhook(
      sim,
      phone,
      buildWebhook(
        phone,
        'messages',
        messagesValue(phone, {
          statuses: [
            {
              id,
              status: 'failed',
              timestamp: unixSeconds(sim.now()),
              ...(byUserId ? { recipient_user_id: to } : { recipient_id: to }),
              errors: [
                {
                  code: WINDOW_CLOSED.code,
                  title: WINDOW_CLOSED.title,
                  message: WINDOW_CLOSED.title,
                  error_data: { details: WINDOW_CLOSED.details },
                },
              ],
            },
          ],
        }),
      ),
    );
  }
  return {
    messaging_product: 'whatsapp',
    contacts: [byUserId ? { input: to, user_id: to } : { input: asString(body.to), wa_id: to }],
    messages: [{ id, ...(type === 'template' ? { message_status: 'accepted' } : {}) }],
  };
}
