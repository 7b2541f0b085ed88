import { buildWebhook, messagesValue } from './build-webhook.ts';
import { emitWebhook } from './emit-webhook.ts';
import { newWamid, unixSeconds, type SimContext } from './sim-context.ts';
import { WEBHOOK_MEDIA_TTL_MS, storeMedia } from './store-media.ts';
import type { SimPhoneNumber, WebhookDelivery } from './types.ts';

export interface InboundInput {
  from: string;
  name?: string;
  text?: string;
  image?: { base64?: string; mimeType?: string; caption?: string };
  /**
   * A tap on a template's quick-reply button ('Confirmar'): Meta posts `type: 'button'` with the
   * button's text and payload, in reply to the template (`replyTo`).
   */
  button?: { text: string; payload?: string };
  /** The wamid this message replies to. */
  replyTo?: string;
}

/**
 * A patient writes: the window with them (re)opens at the simulator's now, the image (if any)
 * gets a media id that expires after 7 days, and the `messages` webhook goes out.
 */
export async function receiveInbound(
  sim: SimContext,
  phone: SimPhoneNumber,
  input: InboundInput,
): Promise<{ id: string; mediaId?: string; delivery: WebhookDelivery }> {
  const from = input.from.replace(/\D/g, '');
  const at = sim.now();
  const id = newWamid(sim, phone.id);
  phone.lastInboundAt.set(from, at);
  phone.received.set(id, { id, from, at });
  const message: Record<string, unknown> = { from, id, timestamp: unixSeconds(at) };
  if (input.replyTo) message.context = { from: phone.displayPhoneNumber, id: input.replyTo };
  let mediaId: string | undefined;
  if (input.image) {
    const mimeType = input.image.mimeType ?? 'image/jpeg';
    const bytes = Buffer.from(input.image.base64 ?? '', 'base64');
    const media = storeMedia(sim, phone.id, bytes, mimeType, WEBHOOK_MEDIA_TTL_MS);
    mediaId = media.id;
    message.type = 'image';
    message.image = {
      ...(input.image.caption ? { caption: input.image.caption } : {}),
      mime_type: mimeType,
      sha256: media.sha256,
      id: media.id,
    };
  } else if (input.button) {
    message.type = 'button';
    message.button = {
      text: input.button.text,
      payload: input.button.payload ?? input.button.text,
    };
  } else {
    message.type = 'text';
    message.text = { body: input.text ?? '' };
  }
  const delivery = await emitWebhook(
    sim,
    phone,
    buildWebhook(
      phone,
      'messages',
      messagesValue(phone, {
        contacts: [{ profile: { name: input.name ?? from }, wa_id: from }],
        messages: [message],
      }),
    ),
  );
  return { id, mediaId, delivery };
}
