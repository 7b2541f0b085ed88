import type { Emitter } from './create-emitter.ts';
import type { MediaStore } from './create-media-store.ts';
import type { Random } from './create-random.ts';
import type { Timers } from './create-timers.ts';
import type { ResolvedOptions } from './resolve-options.ts';
import type { SimInstance } from './types.ts';

export interface FailRule {
  remaining: number;
  status: number;
  body?: unknown;
  instanceId?: string;
  /** Only calls to this endpoint (e.g. `send-text`), so a page's polling cannot use them up. */
  endpoint?: string;
}

export interface Faults {
  rules: FailRule[];
  latencyMs: number;
}

/** Everything the simulator's parts share; built once in createSimulator. */
export interface SimContext {
  options: ResolvedOptions;
  instances: Map<string, SimInstance>;
  timers: Timers;
  emitter: Emitter;
  media: MediaStore;
  faults: Faults;
  /** Live randomness (timings, replies): seeded, but driven by the clock. */
  random: Random;
  /** The simulator's own base URL (publicBaseUrl, else as last seen in a request's Host). */
  baseUrl: string;
}
