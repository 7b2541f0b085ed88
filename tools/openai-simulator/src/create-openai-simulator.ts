import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { createHandler, type OpenAiSimulatorHandler } from './create-handler.ts';
import type { RecordedCall, SimContext } from './sim-context.ts';

export interface OpenAiSimulatorOptions {
  /** The bearer key every `/v1` call must carry. */
  apiKey?: string;
  now?: () => number;
  log?: (line: string) => void;
}

export interface OpenAiSimulator {
  handler: OpenAiSimulatorHandler;
  listen(port?: number, host?: string): Promise<{ port: number; url: string }>;
  close(): Promise<void>;
  /** `url` + `/v1`: what a client takes as its base URL. */
  readonly baseUrl: string | undefined;
  readonly apiKey: string;
  /** Every accepted call, oldest first. */
  readonly calls: RecordedCall[];
  /** The next `count` calls answer `status` (429 by default, with `retry-after-ms`). */
  fail(count?: number, status?: number, retryAfterMs?: number): void;
  /** Every answer waits `delayMs` first; streamed chunks `chunkDelayMs` apart. */
  slow(delayMs: number, chunkDelayMs?: number): void;
  reset(): void;
}

export const DEFAULT_API_KEY = 'sk-simulator-key';

export function createOpenAiSimulator(options: OpenAiSimulatorOptions = {}): OpenAiSimulator {
  let seq = 0;
  const sim: SimContext = {
    apiKey: options.apiKey ?? DEFAULT_API_KEY,
    now: options.now ?? Date.now,
    log: options.log ?? (() => undefined),
    calls: [],
    faults: [],
    delayMs: 0,
    chunkDelayMs: 0,
    nextId: () => `sim${String(++seq).padStart(6, '0')}`,
  };
  const handler = createHandler(sim);
  let server: Server | undefined;
  let url: string | undefined;
  return {
    handler,
    async listen(port = 0, host = '127.0.0.1') {
      if (server) throw new Error('The simulator is already listening');
      const created = createServer((req, res) => handler(req, res));
      server = created;
      await new Promise<void>((resolve, reject) => {
        created.once('error', reject);
        created.listen(port, host, () => resolve());
      });
      const address = created.address() as AddressInfo;
      url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${address.port}`;
      return { port: address.port, url };
    },
    async close() {
      const closing = server;
      server = undefined;
      if (!closing) return;
      await new Promise<void>((resolve) => {
        closing.close(() => resolve());
        closing.closeAllConnections();
      });
    },
    get baseUrl() {
      return url === undefined ? undefined : `${url}/v1`;
    },
    apiKey: sim.apiKey,
    calls: sim.calls,
    fail(count = 1, status = 429, retryAfterMs = 20) {
      sim.faults.push({ remaining: count, status, retryAfterMs });
    },
    slow(delayMs, chunkDelayMs = 0) {
      sim.delayMs = delayMs;
      sim.chunkDelayMs = chunkDelayMs;
    },
    reset() {
      sim.calls.length = 0;
      sim.faults.length = 0;
      sim.delayMs = 0;
      sim.chunkDelayMs = 0;
    },
  };
}
