import { createSimulator } from './create-simulator.ts';

/**
 * Demo simulator: `tsx src/main.ts`. Any instance id/token works on first use; the QR code is
 * "scanned" a few seconds after it is first shown, then the history arrives by webhook and
 * patients keep writing now and then.
 */
const env = process.env;
const flag = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined ? fallback : !['0', 'false', 'no', 'off'].includes(value.toLowerCase());

const simulator = createSimulator({
  scanDelayMs: env.SIM_SCAN_DELAY_MS === undefined ? 8000 : Number(env.SIM_SCAN_DELAY_MS),
  chatCount: env.SIM_CHAT_COUNT === undefined ? 80 : Number(env.SIM_CHAT_COUNT),
  seed: env.SIM_SEED ?? 42,
  liveActivity: flag(env.SIM_LIVE, true),
  autoCreateInstances: flag(env.SIM_AUTO_CREATE, true),
  gzipWebhooks: flag(env.SIM_GZIP, false),
  publicBaseUrl: env.SIM_PUBLIC_URL || undefined,
  log: (line) => console.log(line),
});

const { url } = await simulator.listen(Number(env.SIM_PORT ?? 3900), env.SIM_HOST ?? '127.0.0.1');
console.log(`[zapi-sim] Z-API simulator listening on ${url}`);
console.log(`[zapi-sim] base URL for the product: ZAPI_BASE_URL=${url}`);

const stop = (): void => {
  void simulator.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
