import { connectedCallback } from './build-callbacks.ts';
import { deliverHistory } from './deliver-history.ts';
import { receiveInbound } from './receive-inbound.ts';
import type { SimContext } from './sim-context.ts';
import { startLiveActivity } from './start-live-activity.ts';
import type { SimInstance } from './types.ts';

export interface ConnectOptions {
  /** No ConnectedCallback (an instance that starts connected). */
  silent?: boolean;
  /** Send the demo history (not on a session restore). Default true. */
  history?: boolean;
}

/** The phone scanned the QR code (or the session was restored). */
export function connectInstance(
  sim: SimContext,
  instance: SimInstance,
  options: ConnectOptions = {},
): void {
  if (instance.state === 'connected') return;
  instance.state = 'connected';
  instance.session += 1;
  instance.scanScheduled = false;
  instance.qrCache = undefined;
  sim.options.log(`[zapi-sim] instance ${instance.id} connected as ${instance.phone}`);
  if (!options.silent)
    sim.emitter.emit(instance, 'connected', connectedCallback(instance, sim.options.now()));
  // What patients wrote while the phone was away arrives now, late, stamped with its own time.
  for (const { input, at } of (instance.waiting ?? []).splice(0))
    receiveInbound(sim, instance, { ...input, at });
  if (options.history ?? true) deliverHistory(sim, instance);
  if (sim.options.liveActivity) startLiveActivity(sim, instance);
}

/** Demo convenience: "scan" the QR code a few seconds after someone first looks at it. */
export function scheduleAutoScan(sim: SimContext, instance: SimInstance): void {
  const delay = sim.options.scanDelayMs;
  if (!delay || instance.state === 'connected' || instance.scanScheduled) return;
  instance.scanScheduled = true;
  const session = instance.session;
  sim.timers.after(delay, () => {
    if (instance.session === session && instance.scanScheduled) connectInstance(sim, instance);
  });
}
