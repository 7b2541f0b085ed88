import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { addPhoneNumber } from './add-phone-number.ts';
import { createHandler, type CloudSimulatorHandler } from './create-handler.ts';
import { createWebhookSender } from './create-webhook-sender.ts';
import type { SimContext } from './sim-context.ts';
import type {
  CloudSimulatorOptions,
  PhoneNumberPreset,
  SimMedia,
  SimPhoneNumber,
  WebhookDelivery,
} from './types.ts';

export const DEFAULT_API_VERSION = 'v21.0';

export interface CloudSimulator {
  /** node (req, res, next?) handler; `next` is called for paths outside the simulator. */
  handler: CloudSimulatorHandler;
  listen(port?: number, host?: string): Promise<{ port: number; url: string }>;
  /** Stops the server and the webhook POSTs in flight. */
  close(): Promise<void>;
  readonly url: string | undefined;
  /** `url` plus the version prefix: what the product uses as its Graph base URL. */
  readonly graphUrl: string | undefined;
  readonly apiVersion: string;
  state: {
    phoneNumbers: Map<string, SimPhoneNumber>;
    media: Map<string, SimMedia>;
    deliveries: WebhookDelivery[];
  };
  addPhoneNumber(preset: PhoneNumberPreset): SimPhoneNumber;
  /** Resolves when every webhook POST started so far has finished. */
  settled(): Promise<void>;
}

export function createCloudSimulator(options: CloudSimulatorOptions = {}): CloudSimulator {
  const apiVersion = options.apiVersion ?? DEFAULT_API_VERSION;
  const sender = createWebhookSender(options.webhookTimeoutMs ?? 10_000);
  let seq = 0;
  const sim: SimContext = {
    now: options.now ?? Date.now,
    log: options.log ?? (() => undefined),
    phoneNumbers: new Map(),
    media: new Map(),
    sender,
    deliveries: [],
    faults: [],
    nextSeq: () => ++seq,
    baseUrl: options.publicBaseUrl ?? 'http://127.0.0.1:3901',
    fixedBaseUrl: options.publicBaseUrl !== undefined,
  };
  for (const preset of options.phoneNumbers ?? []) addPhoneNumber(sim, preset);
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
      const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
      url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${address.port}`;
      if (!sim.fixedBaseUrl) sim.baseUrl = url;
      return { port: address.port, url };
    },
    async close() {
      sender.abortAll();
      const closing = server;
      server = undefined;
      if (!closing) return;
      await new Promise<void>((resolve) => {
        closing.close(() => resolve());
        closing.closeAllConnections();
      });
    },
    get url() {
      return url;
    },
    get graphUrl() {
      return url === undefined ? undefined : `${url}/${apiVersion}`;
    },
    apiVersion,
    state: { phoneNumbers: sim.phoneNumbers, media: sim.media, deliveries: sim.deliveries },
    addPhoneNumber: (preset) => addPhoneNumber(sim, preset),
    settled: () => sender.settled(),
  };
}
