import { gzipSync } from 'node:zlib';

export interface WebhookResult {
  status?: number;
  error?: string;
}

export interface WebhookSender {
  post(url: string, token: string, body: unknown): Promise<WebhookResult>;
  abortAll(): void;
}

/** Fire-and-forget POSTs like Z-API's: JSON (optionally gzip), a z-api-token header, a timeout. */
export function createWebhookSender(options: { gzip: boolean; timeoutMs: number }): WebhookSender {
  const inflight = new Set<AbortController>();
  return {
    async post(url, token, body) {
      const controller = new AbortController();
      inflight.add(controller);
      const timer = setTimeout(() => controller.abort(new Error('timeout')), options.timeoutMs);
      timer.unref();
      try {
        const json = Buffer.from(JSON.stringify(body));
        const headers: Record<string, string> = {
          'content-type': 'application/json',
          'z-api-token': token,
          'user-agent': 'Z-API-Simulator/1.0',
        };
        if (options.gzip) headers['content-encoding'] = 'gzip';
        const response = await fetch(url, {
          method: 'POST',
          headers,
          body: options.gzip ? gzipSync(json) : json,
          signal: controller.signal,
        });
        await response.arrayBuffer().catch(() => undefined);
        return { status: response.status };
      } catch (error) {
        const cause = error instanceof Error ? (error.cause ?? error) : error;
        return { error: cause instanceof Error ? cause.message : String(cause) };
      } finally {
        clearTimeout(timer);
        inflight.delete(controller);
      }
    },
    abortAll() {
      for (const controller of inflight) controller.abort(new Error('simulator closed'));
      inflight.clear();
    },
  };
}
