import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface ReceivedWebhook {
  body: Record<string, unknown>;
  headers: IncomingHttpHeaders;
  at: number;
}

export interface WebhookReceiver {
  url: string;
  events: ReceivedWebhook[];
  ofType(type: string): ReceivedWebhook[];
  /** Resolves once `count` events match `predicate` (rejects after `timeoutMs`). */
  waitFor(
    predicate: (body: Record<string, unknown>) => boolean,
    count?: number,
    timeoutMs?: number,
  ): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

/** A tiny local HTTP server that records every webhook POST (gunzipping when needed). */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const events: ReceivedWebhook[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let raw = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') raw = gunzipSync(raw);
      events.push({ body: JSON.parse(raw.toString('utf8')), headers: req.headers, at: Date.now() });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const matching = (predicate: (body: Record<string, unknown>) => boolean) =>
    events.filter((event) => predicate(event.body));
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    events,
    ofType: (type) => matching((body) => body.type === type),
    async waitFor(predicate, count = 1, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (matching(predicate).length < count) {
        if (Date.now() > deadline) {
          throw new Error(
            `waited ${timeoutMs} ms for ${count} webhooks, got ${matching(predicate).length}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return matching(predicate);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
