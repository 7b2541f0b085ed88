import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { addInstance } from './add-instance.ts';
import { createEmitter } from './create-emitter.ts';
import { createHandler, type SimulatorHandler } from './create-handler.ts';
import { createMediaStore } from './create-media-store.ts';
import { createRandom } from './create-random.ts';
import { createTimers } from './create-timers.ts';
import { createWebhookSender } from './create-webhook-sender.ts';
import { resetSimulator } from './reset-simulator.ts';
import { resolveOptions } from './resolve-options.ts';
import type { Faults, SimContext } from './sim-context.ts';
import type { InstancePreset, SimInstance, SimulatorOptions } from './types.ts';

export interface SimulatorState {
  instances: Map<string, SimInstance>;
  faults: Faults;
  readonly baseUrl: string;
  readonly pendingTimers: number;
}

export interface Simulator {
  /** node (req, res, next?) handler; `next` is called for paths outside the simulator. */
  handler: SimulatorHandler;
  listen(port?: number, host?: string): Promise<{ port: number; url: string }>;
  /** Stops the server, every scheduled activity and the webhook POSTs in flight. */
  close(): Promise<void>;
  readonly url: string | undefined;
  state: SimulatorState;
  addInstance(preset: InstancePreset): SimInstance;
  reset(): void;
  /** Resolves when every webhook POST started so far has finished. */
  settled(): Promise<void>;
}

export function createSimulator(options: SimulatorOptions = {}): Simulator {
  const resolved = resolveOptions(options);
  const sender = createWebhookSender({
    gzip: resolved.gzipWebhooks,
    timeoutMs: resolved.timing.webhookTimeoutMs,
  });
  const sim: SimContext = {
    options: resolved,
    instances: new Map(),
    timers: createTimers((error) => resolved.log(`[zapi-sim] scheduled task failed: ${error}`)),
    emitter: createEmitter(sender, resolved.log, resolved.now),
    media: createMediaStore(),
    faults: { rules: [], latencyMs: 0 },
    random: createRandom(`${resolved.seed}:live`),
    baseUrl: resolved.publicBaseUrl ?? `http://127.0.0.1:3900${resolved.basePath}`,
  };
  for (const preset of resolved.instances) addInstance(sim, preset);
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
      if (!resolved.publicBaseUrl) sim.baseUrl = `${url}${resolved.basePath}`;
      return { port: address.port, url };
    },
    async close() {
      sim.timers.clearAll();
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
    state: {
      instances: sim.instances,
      faults: sim.faults,
      get baseUrl() {
        return sim.baseUrl;
      },
      get pendingTimers() {
        return sim.timers.pending;
      },
    },
    addInstance: (preset) => addInstance(sim, preset),
    reset: () => resetSimulator(sim),
    settled: () => sim.emitter.settled(),
  };
}
