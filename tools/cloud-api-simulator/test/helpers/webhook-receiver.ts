import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  /** The body exactly as it arrived (what a signature is computed over). */
  raw: string;
  // Tests read whatever webhook shape arrived.
  // oxlint-disable-next-line typescript/no-explicit-any
  body: any;
  headers: IncomingHttpHeaders;
}

export interface WebhookReceiver {
  url: string;
  events: ReceivedWebhook[];
  /** Resolves once `count` events match (rejects after a generous timeout). */
  waitFor(
    // oxlint-disable-next-line typescript/no-explicit-any
    predicate: (body: any) => boolean,
    count?: number,
    timeoutMs?: number,
  ): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

/**
 * A product's webhook endpoint in miniature: records every POST, and answers Meta's GET
 * handshake with the challenge only when `hub.verify_token` is `verifyToken`.
 */
export async function startWebhookReceiver(verifyToken: string): Promise<WebhookReceiver> {
  const events: ReceivedWebhook[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://receiver.local');
    if (req.method === 'GET') {
      const ok =
        url.searchParams.get('hub.mode') === 'subscribe' &&
        url.searchParams.get('hub.verify_token') === verifyToken;
      if (ok)
        res
          .writeHead(200, { 'content-type': 'text/plain' })
          .end(url.searchParams.get('hub.challenge'));
      else res.writeHead(403).end('Forbidden');
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      events.push({ raw, body: JSON.parse(raw), headers: req.headers });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/whatsapp`,
    events,
    async waitFor(predicate, count = 1, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      const matching = () => events.filter((event) => predicate(event.body));
      while (matching().length < count) {
        if (Date.now() > deadline) {
          throw new Error(`waited ${timeoutMs} ms for ${count} webhooks, got ${matching().length}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return matching();
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
