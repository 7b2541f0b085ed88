import { signBody } from './sign-body.ts';
import type { WebhookDelivery } from './types.ts';

export interface WebhookSender {
  /** POSTs the JSON exactly as signed; resolves once the receiver answered (or failed). */
  post(url: string, appSecret: string, payload: unknown): Promise<WebhookDelivery>;
  /** Resolves when every POST started so far has finished. */
  settled(): Promise<void>;
  abortAll(): void;
}

export function createWebhookSender(timeoutMs: number): WebhookSender {
  const inflight = new Map<Promise<WebhookDelivery>, AbortController>();
  return {
    post(url, appSecret, payload) {
      const body = JSON.stringify(payload);
      const signature = signBody(body, appSecret);
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new Error('timeout')), timeoutMs);
      timer.unref();
      const delivery: WebhookDelivery = { url, body, signature };
      const sending = (async () => {
        try {
          const response = await fetch(url, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-hub-signature-256': signature,
              'user-agent': 'facebookexternalua',
            },
            body,
            signal: controller.signal,
          });
          await response.arrayBuffer().catch(() => undefined);
          delivery.status = response.status;
        } catch (error) {
          const cause = error instanceof Error ? (error.cause ?? error) : error;
          delivery.error = cause instanceof Error ? cause.message : String(cause);
        } finally {
          clearTimeout(timer);
        }
        return delivery;
      })();
      inflight.set(sending, controller);
      void sending.finally(() => inflight.delete(sending));
      return sending;
    },
    async settled() {
      while (inflight.size > 0) await Promise.allSettled([...inflight.keys()]);
    },
    abortAll() {
      for (const controller of inflight.values()) controller.abort(new Error('simulator closed'));
    },
  };
}
