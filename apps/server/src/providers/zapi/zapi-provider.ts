import { MSG } from '@conecta/contract';

import type { MessagingProvider, ProviderInstance } from '../messaging-provider.ts';
import { ProviderError } from '../messaging-provider.ts';
import { capabilitiesOf } from '../provider-capabilities.ts';
import { normalizeChat, toBool } from './normalize.ts';
import { translateProviderError } from './translate-error.ts';

export interface ZapiOptions {
  baseUrl: string;
  timeoutMs?: number;
  /** Tries in all for a retryable failure (network, 429, 5xx). */
  attempts?: number;
  backoffMs?: number;
}

type Json = Record<string, unknown>;

/** Answers that only new credentials fix. */
const AUTH_FAILURES = new Set<string>([
  MSG.provider.badInstance,
  MSG.provider.clientTokenMissing,
  MSG.provider.clientTokenRefused,
]);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Failures that happen before a connection exists: the request cannot have been received. */
const NO_CONNECTION = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

function neverConnected(err: unknown): boolean {
  const cause = err instanceof Error ? (err.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' && NO_CONNECTION.has(cause.code);
}

/** The Z-API protocol over HTTP: instance and token in the path, `Client-Token` in a header. */
export function createZapiProvider(opts: ZapiOptions): MessagingProvider {
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const attempts = opts.attempts ?? 3;
  const backoffMs = opts.backoffMs ?? 300;

  async function once(any: ProviderInstance, method: string, endpoint: string, body?: unknown) {
    // The product routes each instance to its own provider; another kind here is a wiring bug.
    if (any.kind !== 'zapi') throw new Error(`instância ${any.kind} entregue à Z-API`);
    const inst = any;
    const url = `${opts.baseUrl}/instances/${encodeURIComponent(inst.instanceId)}/token/${encodeURIComponent(inst.token)}/${endpoint}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (inst.clientToken) headers['client-token'] = inst.clientToken;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      throw new ProviderError(
        timedOut ? MSG.provider.timeout : MSG.provider.unreachable,
        null,
        true,
        undefined,
        !neverConnected(err),
      );
    }
    const text = await res.text();
    let parsed: unknown = null;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = null;
      }
    }
    if (!res.ok) {
      const providerMessage =
        parsed && typeof parsed === 'object' && typeof (parsed as Json).error === 'string'
          ? ((parsed as Json).error as string)
          : undefined;
      const retryable = res.status === 429 || res.status >= 500;
      const message = translateProviderError(res.status, providerMessage);
      throw new ProviderError(
        message,
        res.status,
        retryable,
        providerMessage,
        false,
        res.status === 429 ? 'rate-limited' : AUTH_FAILURES.has(message) ? 'auth' : undefined,
      );
    }
    return parsed;
  }

  /**
   * One call with quick retries. A send is not idempotent: it is tried again here only when the
   * provider cannot have taken it (no connection, or an error answer); a dropped connection or a
   * timeout goes up to the caller, whose retry first looks for the provider's echo.
   */
  async function call(
    inst: ProviderInstance,
    method: string,
    endpoint: string,
    body?: unknown,
    kind: { send?: boolean } = {},
  ): Promise<unknown> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await once(inst, method, endpoint, body);
      } catch (err) {
        if (!(err instanceof ProviderError) || !err.retryable || attempt >= attempts) throw err;
        if (kind.send && err.maybeDelivered) throw err;
        await sleep(backoffMs * 2 ** (attempt - 1));
      }
    }
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
  };
}
