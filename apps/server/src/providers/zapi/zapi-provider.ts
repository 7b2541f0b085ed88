import { MSG } from '@conecta/contract';

import type { MessagingProvider, ProviderInstance } from '../messaging-provider.ts';
import { createHttpTransport, type HttpTransportOptions } from '../http-transport.ts';
import { ProviderError } from '../messaging-provider.ts';
import { capabilitiesOf } from '../provider-capabilities.ts';
import { normalizeChat, toBool } from './normalize.ts';
import { translateProviderError } from './translate-error.ts';

export interface ZapiOptions extends HttpTransportOptions {
  baseUrl: string;
}

type Json = Record<string, unknown>;

/** Answers that only new credentials fix. */
const AUTH_FAILURES = new Set<string>([
  MSG.provider.badInstance,
  MSG.provider.clientTokenMissing,
  MSG.provider.clientTokenRefused,
]);

/** The Z-API protocol over HTTP: instance and token in the path, `Client-Token` in a header. */
export function createZapiProvider(opts: ZapiOptions): MessagingProvider {
  const parse = (text: string): unknown => {
    if (!text) return null;
    try {
      return JSON.parse(text);
    } catch {
      return null;
    }
  };

  // Z-API answers 429 and 5xx for what may pass a moment later; the rest of 4xx never will.
  const transport = createHttpTransport({
    ...opts,
    refusal: (status, text) => {
      const parsed = parse(text);
      const providerMessage =
        parsed && typeof parsed === 'object' && typeof (parsed as Json).error === 'string'
          ? ((parsed as Json).error as string)
          : undefined;
      const message = translateProviderError(status, providerMessage);
      return new ProviderError(
        message,
        status,
        status === 429 || status >= 500,
        providerMessage,
        false,
        status === 429 ? 'rate-limited' : AUTH_FAILURES.has(message) ? 'auth' : undefined,
      );
    },
  });

  /** One call with the transport's quick retries (a send only when the provider cannot have it). */
  async function call(
    any: ProviderInstance,
    method: string,
    endpoint: string,
    body?: unknown,
    kind: { send?: boolean } = {},
  ): Promise<unknown> {
    // The product routes each instance to its own provider; another kind here is a wiring bug.
    if (any.kind !== 'zapi') throw new Error(`instância ${any.kind} entregue à Z-API`);
    const inst = any;
    const url = `${opts.baseUrl}/instances/${encodeURIComponent(inst.instanceId)}/token/${encodeURIComponent(inst.token)}/${endpoint}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (inst.clientToken) headers['client-token'] = inst.clientToken;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await transport.request({
      method,
      url,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      send: kind.send,
    });
    return parse(res.text);
  }

  const asObject = (v: unknown): Json =>
    v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {};

  /** A 200 `{"value": false}` is how Z-API reports some failures. */
  function requireValue(v: unknown, what: string) {
    if (asObject(v).value === false)
      throw new ProviderError(`O provedor recusou: ${what}.`, 200, false);
  }

  function sent(v: unknown) {
    const o = asObject(v);
    const messageId = o.messageId ?? o.id ?? o.zaapId;
    if (typeof messageId !== 'string' || !messageId) {
      throw new ProviderError(MSG.provider.sendUnconfirmed, 200, false);
    }
    return { messageId };
  }

  return {
    capabilities: () => capabilitiesOf('zapi'),
    async status(inst) {
      const o = asObject(await call(inst, 'GET', 'status'));
      return {
        connected: toBool(o.connected),
        error: typeof o.error === 'string' ? o.error : undefined,
      };
    },
    async qrCode(inst) {
      const o = asObject(await call(inst, 'GET', 'qr-code/image'));
      if (toBool(o.connected)) return { connected: true, qrCode: null };
      const value =
        typeof o.value === 'string' && o.value.startsWith('data:image') ? o.value : null;
      return { connected: false, qrCode: value };
    },
    async listChats(inst, page, pageSize) {
      const v = await call(inst, 'GET', `chats?page=${page}&pageSize=${pageSize}`);
      const rows = Array.isArray(v)
        ? v
        : Array.isArray(asObject(v).chats)
          ? (asObject(v).chats as unknown[])
          : [];
      return rows.flatMap((r) => {
        const chat = normalizeChat(asObject(r));
        return chat ? [chat] : [];
      });
    },
    async profilePicture(inst, phone) {
      const v = await call(inst, 'GET', `profile-picture?phone=${encodeURIComponent(phone)}`);
      // Newer docs answer an object, older ones an array of one.
      const o = asObject(Array.isArray(v) ? v[0] : v);
      return typeof o.link === 'string' && o.link ? o.link : null;
    },
    async sendText(inst, msg) {
      const { quotedMessageId, typingSeconds, ...rest } = msg;
      // Z-API's `messageId` on a send quotes that message (a reply); `delayTyping` (1 to 15 s)
      // shows 'digitando...' before the text goes.
      const body = {
        ...rest,
        ...(quotedMessageId ? { messageId: quotedMessageId } : {}),
        ...(typingSeconds
          ? { delayTyping: Math.min(15, Math.max(1, Math.round(typingSeconds))) }
          : {}),
      };
      return sent(await call(inst, 'POST', 'send-text', body, { send: true }));
    },
    async sendFile(inst, msg) {
      const reply = msg.quotedMessageId ? { messageId: msg.quotedMessageId } : {};
      const caption = msg.caption ? { caption: msg.caption } : {};
      if (msg.kind === 'image') {
        const body = { phone: msg.phone, image: msg.dataUrl, ...caption, ...reply };
        return sent(await call(inst, 'POST', 'send-image', body, { send: true }));
      }
      const ext = msg.extension.replace(/[^a-z0-9]/gi, '').toLowerCase() || 'pdf';
      const body = {
        phone: msg.phone,
        document: msg.dataUrl,
        fileName: msg.fileName,
        ...caption,
        ...reply,
      };
      return sent(
        await call(inst, 'POST', `send-document/${encodeURIComponent(ext)}`, body, { send: true }),
      );
    },
    async sendAudio(inst, msg) {
      return sent(
        await call(inst, 'POST', 'send-audio', { ...msg, waveform: true }, { send: true }),
      );
    },
    async markRead(inst, msg) {
      requireValue(
        await call(inst, 'POST', 'modify-chat', { phone: msg.phone, action: 'read' }),
        'marcar como lida',
      );
    },
    async configureWebhooks(inst, url) {
      requireValue(
        await call(inst, 'PUT', 'update-every-webhooks', { value: url, notifySentByMe: true }),
        'configurar webhooks',
      );
    },
    async disconnect(inst) {
      await call(inst, 'GET', 'disconnect');
    },
    async restart(inst) {
      await call(inst, 'GET', 'restart');
    },
  };
}
