import { buildWebhook, messagesValue } from './build-webhook.ts';
import { emitWebhook } from './emit-webhook.ts';
import { newWamid, unixSeconds, type SimContext } from './sim-context.ts';
import { WEBHOOK_MEDIA_TTL_MS, corrupted, storeMedia } from './store-media.ts';
import type { SimPhoneNumber, WebhookDelivery } from './types.ts';

export interface InboundInput {
  /** The patient's phone; omitted for a username user whose number Meta withholds. */
  from?: string;
  /**
   * The business-scoped user id (BSUID, e.g. `BR.1502576394655843`): Meta puts it in every
   * message webhook (`messages[].from_user_id`, `contacts[].user_id`), with or without a phone.
   */
  userId?: string;
  /** The user's WhatsApp username (`contacts[].profile.username`), when they adopted one. */
  username?: string;
  name?: string;
  text?: string;
  /**
   * `corrupt`: the download URL serves the file with its first byte changed while the webhook
   * and `GET /{media-id}` announce the real file's sha256 (a damaged download; see
   * `/_sim/media/{id}/corrupt`).
   */
  image?: { base64?: string; mimeType?: string; caption?: string; corrupt?: boolean };
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
  const from = input.from?.replace(/\D/g, '') || undefined;
  const userId = input.userId;
  const sender = from ?? userId ?? '';
  const at = sim.now();
  const id = newWamid(sim, phone.id);
  // The window is the person's: a send by phone or by BSUID finds it.
  if (from) phone.lastInboundAt.set(from, at);
  if (userId) phone.lastInboundAt.set(userId, at);
  phone.received.set(id, { id, from: sender, at });
  // A username user's number may be withheld: `from` and `wa_id` are then left out.
  const message: Record<string, unknown> = {
    ...(from ? { from } : {}),
    ...(userId ? { from_user_id: userId } : {}),
    id,
    timestamp: unixSeconds(at),
  };
  if (input.replyTo) message.context = { from: phone.displayPhoneNumber, id: input.replyTo };
  let mediaId: string | undefined;
  if (input.image) {
    const mimeType = input.image.mimeType ?? 'image/jpeg';
    const bytes = Buffer.from(input.image.base64 ?? '', 'base64');
    const media = storeMedia(sim, phone.id, bytes, mimeType, WEBHOOK_MEDIA_TTL_MS);
    if (input.image.corrupt === true) media.served = corrupted(media.bytes);
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
        contacts: [
          {
            profile: {
              name: input.name ?? input.username ?? sender,
              ...(input.username ? { username: input.username } : {}),
            },
            ...(from ? { wa_id: from } : {}),
            ...(userId ? { user_id: userId } : {}),
          },
        ],
        messages: [message],
      }),
    ),
  );
  return { id, mediaId, delivery };
}
