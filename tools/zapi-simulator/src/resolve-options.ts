import type { InstancePreset, SimulatorOptions, SimulatorTiming } from './types.ts';

export const DEFAULT_TIMING: SimulatorTiming = {
  statusSentMs: 800,
  statusReceivedMs: 2500,
  statusReadMs: 6000,
  historyDelayMs: 1500,
  historyBatchSize: 20,
  historyBatchIntervalMs: 500,
  historyWaitForWebhookMs: 60_000,
  liveIntervalMs: [20_000, 60_000],
  replyDelayMs: [10_000, 30_000],
  webhookTimeoutMs: 5000,
};

export interface ResolvedOptions {
  scanDelayMs: number;
  chatCount: number;
  seed: string;
  liveActivity: boolean;
  replyChance: number;
  qrRefreshMs: number;
  instances: InstancePreset[];
  autoCreateInstances: boolean;
  gzipWebhooks: boolean;
  publicBaseUrl?: string;
  basePath: string;
  timing: SimulatorTiming;
  log: (line: string) => void;
  now: () => number;
}

export function resolveOptions(options: SimulatorOptions = {}): ResolvedOptions {
  const basePath = (options.basePath ?? '').replace(/\/+$/, '');
  return {
    scanDelayMs: Math.max(0, options.scanDelayMs ?? 8000),
    chatCount: Math.max(0, Math.floor(options.chatCount ?? 80)),
    seed: String(options.seed ?? 42),
    liveActivity: options.liveActivity ?? false,
    replyChance: options.replyChance ?? 0.6,
    qrRefreshMs: Math.max(50, options.qrRefreshMs ?? 20_000),
    instances: options.instances ?? [],
    autoCreateInstances: options.autoCreateInstances ?? false,
    gzipWebhooks: options.gzipWebhooks ?? false,
    publicBaseUrl: options.publicBaseUrl?.replace(/\/+$/, ''),
    basePath: basePath && !basePath.startsWith('/') ? `/${basePath}` : basePath,
    timing: { ...DEFAULT_TIMING, ...options.timing },
    log: options.log ?? (() => {}),
    now: options.now ?? Date.now,
  };
}
