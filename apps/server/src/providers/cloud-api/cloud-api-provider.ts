import { MSG } from '@conecta/contract';

import type {
  CloudApiInstance,
  MessagingProvider,
  ProviderInstance,
  ProviderTemplate,
  SentMessage,
} from '../messaging-provider.ts';
import { ProviderError } from '../messaging-provider.ts';
import { capabilitiesOf } from '../provider-capabilities.ts';
import { decodeDataUrl } from './data-url.ts';
import { BSUID_PATTERN } from './webhook-event.ts';
import { createGraphClient, type GraphClientOptions } from './graph-client.ts';

type Json = Record<string, unknown>;
const asObject = (v: unknown): Json =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {};
const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

/** Meta sends as `image` only JPEG and PNG; other pictures go as documents. */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png']);

/** Refused before any request: the Cloud API has no such thing (edit, groups). */
const cannot = (message: string) =>
  new ProviderError(message, null, false, undefined, false, 'unsupported');

function cloud(inst: ProviderInstance): CloudApiInstance {
  // The router hands each instance to its own provider; another kind here is a wiring bug.
  if (inst.kind !== 'cloud-api') throw new Error(`instância ${inst.kind} entregue à API oficial`);
  return inst;
}

/**
 * Whom a send names: a phone as `to` (digits only), or, for a username user whose number Meta
 * withholds (the chat is keyed by the BSUID), the BSUID as `recipient`. Groups and channels have
 * no Cloud API address.
 */
function recipient(phone: string): { to: string } | { recipient: string } {
  if (/-group$|@/.test(phone)) throw cannot(MSG.cloudApi.groupsUnsupported);
  if (BSUID_PATTERN.test(phone)) return { recipient: phone };
  return { to: phone.replace(/\D/g, '') };
}

/** `{ messages: [{ id: 'wamid…' }] }`: the new message's id. */
function sent(answer: Json): SentMessage {
  const first = Array.isArray(answer.messages) ? asObject(answer.messages[0]) : {};
  const messageId = str(first.id);
  if (!messageId) throw new ProviderError(MSG.provider.sendUnconfirmed, 200, false);
  return { messageId };
}

function toTemplate(raw: unknown): ProviderTemplate | null {
  const o = asObject(raw);
  const id = str(o.id);
  const name = str(o.name);
  if (!id || !name) return null;
  return {
    id,
    name,
    language: str(o.language) ?? '',
    category: str(o.category) ?? '',
    status: str(o.status) ?? 'PENDING',
    components: Array.isArray(o.components) ? o.components.map(asObject) : [],
    rejectedReason: str(o.rejected_reason),
  };
}

/**
 * Meta's WhatsApp Business Cloud API (Graph API): one business phone number per instance, sends
 * to `/{phone-number-id}/messages`, files uploaded first and sent by id, templates on the
 * WhatsApp Business account. Written from Meta's developer documentation (docs/decisions.md).
 * Received files are not fetched here: the media queue downloads them by id, streamed to disk and
 * checked against Meta's sha256 (download-cloud-media.ts).
 */
export function createCloudApiProvider(opts: GraphClientOptions): MessagingProvider {
  const graph = createGraphClient(opts);
  const baseOrigin = new URL(opts.baseUrl).origin;

  function messages(inst: CloudApiInstance, body: Json): Promise<Json> {
    return graph.json(inst.accessToken, {
      method: 'POST',
      path: `/${encodeURIComponent(inst.phoneNumberId)}/messages`,
      json: { messaging_product: 'whatsapp', recipient_type: 'individual', ...body },
      send: true,
    });
  }

  /** `POST /{phone-number-id}/media` (multipart): the id to send the file by. */
  async function upload(inst: CloudApiInstance, dataUrl: string, fileName: string) {
    const file = decodeDataUrl(dataUrl);
    if (!file) throw new ProviderError(MSG.provider.refused, null, false);
    const form = new FormData();
    form.append('messaging_product', 'whatsapp');
    form.append('type', file.mimeType);
    form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.mimeType }), fileName);
    // An upload sends nothing to the patient: repeating it at worst leaves an unused media id.
    const answer = await graph.json(inst.accessToken, {
      method: 'POST',
      path: `/${encodeURIComponent(inst.phoneNumberId)}/media`,
      form,
    });
    const id = str(answer.id);
    if (!id) throw new ProviderError(MSG.provider.failed, 200, false);
    return { id, mimeType: file.mimeType };
  }

  const context = (quoted: string | undefined) =>
    quoted ? { context: { message_id: quoted } } : {};

  async function status(any: ProviderInstance) {
    const inst = cloud(any);
    try {
      // The number's own node answers only to a token that may use it.
      await graph.json(inst.accessToken, {
        method: 'GET',
        path: `/${encodeURIComponent(inst.phoneNumberId)}`,
      });
      return { connected: true };
    } catch (err) {
      if (err instanceof ProviderError && err.reason === 'auth')
        return { connected: false, error: err.message };
      throw err;
    }
  }

  return {
    capabilities: () => capabilitiesOf('cloud-api'),
    status,
    async qrCode(inst) {
      // No QR: the number is registered in Meta's dashboard; "linked" means the token works.
      return { connected: (await status(inst)).connected, qrCode: null };
    },
    // The Cloud API keeps no chat list and no profile pictures: chats appear as patients write.
    listChats: async () => [],
    profilePicture: async () => null,
    async sendText(any, msg) {
      const inst = cloud(any);
      if (msg.editMessageId) throw cannot(MSG.cloudApi.editUnsupported);
      return sent(
        await messages(inst, {
          ...recipient(msg.phone),
          type: 'text',
          text: { body: msg.message, preview_url: false },
          ...context(msg.quotedMessageId),
        }),
      );
    },
    async sendFile(any, msg) {
      const inst = cloud(any);
      const to = recipient(msg.phone);
      const media = await upload(inst, msg.dataUrl, msg.fileName);
      const caption = msg.caption ? { caption: msg.caption } : {};
      const asImage = msg.kind === 'image' && IMAGE_TYPES.has(media.mimeType);
      const body = asImage
        ? { type: 'image', image: { id: media.id, ...caption } }
        : { type: 'document', document: { id: media.id, filename: msg.fileName, ...caption } };
      return sent(await messages(inst, { ...to, ...body, ...context(msg.quotedMessageId) }));
    },
    async sendAudio(any, msg) {
      const inst = cloud(any);
      const to = recipient(msg.phone);
      // An MP3 plays as an audio file; only OGG/Opus shows as a voice note on the phone.
      const media = await upload(inst, msg.audio, 'audio.mp3');
      return sent(await messages(inst, { ...to, type: 'audio', audio: { id: media.id } }));
    },
    async markRead(any, msg) {
      const inst = cloud(any);
      // Meta marks messages, not chats, read: a message id is needed, and marking one marks the
      // earlier ones of the conversation too. Without the patient's last message id there is
      // nothing to tell Meta.
      if (!msg.lastMessageId) return;
      await graph.json(inst.accessToken, {
        method: 'POST',
        path: `/${encodeURIComponent(inst.phoneNumberId)}/messages`,
        json: { messaging_product: 'whatsapp', status: 'read', message_id: msg.lastMessageId },
      });
    },
    // The Cloud API's callback URL is the app's, set once in Meta's App Dashboard (with its
    // verify token) for every number of the app; there is nothing to set per instance here.
    configureWebhooks: async () => undefined,
    // Nothing to unlink: the number stays registered to the business; the instance just stops
    // being used.
    disconnect: async () => undefined,
    async sendReaction(any, msg) {
      const inst = cloud(any);
      // A reaction cannot be a contextual reply; it names its message itself.
      return sent(
        await messages(inst, {
          ...recipient(msg.phone),
          type: 'reaction',
          reaction: { message_id: msg.messageId, emoji: msg.emoji },
        }),
      );
    },
    async sendTemplate(any, msg) {
      const inst = cloud(any);
      return sent(
        await messages(inst, {
          ...recipient(msg.phone),
          type: 'template',
          template: {
            name: msg.name,
            language: { code: msg.language },
            ...(msg.components?.length ? { components: msg.components } : {}),
          },
        }),
      );
    },
    async listTemplates(any) {
      const inst = cloud(any);
      const found: ProviderTemplate[] = [];
      let path: string | undefined =
        `/${encodeURIComponent(inst.businessAccountId)}/message_templates?limit=100`;
      // Pages follow `paging.next`, a full URL; only one on the Graph's own origin gets the token.
      for (let page = 0; path && page < 50; page++) {
        const answer = await graph.json(inst.accessToken, { method: 'GET', path });
        for (const raw of Array.isArray(answer.data) ? answer.data : []) {
          const template = toTemplate(raw);
          if (template) found.push(template);
        }
        const next = str(asObject(answer.paging).next);
        path = next && new URL(next).origin === baseOrigin ? next : undefined;
      }
      return found;
    },
    async createTemplate(any, template) {
      const inst = cloud(any);
      const answer = await graph.json(inst.accessToken, {
        method: 'POST',
        path: `/${encodeURIComponent(inst.businessAccountId)}/message_templates`,
        json: template,
      });
      const id = str(answer.id);
      if (!id) throw new ProviderError(MSG.provider.failed, 200, false);
      return { id, status: str(answer.status) ?? 'PENDING' };
    },
  };
}
