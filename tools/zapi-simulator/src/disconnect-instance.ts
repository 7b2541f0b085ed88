import { disconnectedCallback } from './build-callbacks.ts';
import type { SimContext } from './sim-context.ts';
import type { SimInstance } from './types.ts';

/**
 * The session ends (GET /disconnect, or the phone logged out). With `needsRestore` the status
 * says "You need to restore the session." and GET /restart reconnects without a new scan.
 */
export function disconnectInstance(
  sim: SimContext,
  instance: SimInstance,
  options: { needsRestore?: boolean } = {},
): void {
  const wasConnected = instance.state === 'connected';
  instance.state = options.needsRestore ? 'needs-restore' : 'disconnected';
  instance.session += 1;
  instance.scanScheduled = false;
  instance.qrEpoch = sim.options.now();
  instance.qrCache = undefined;
  if (!wasConnected) return;
  sim.options.log(`[zapi-sim] instance ${instance.id} disconnected`);
  sim.emitter.emit(instance, 'disconnected', disconnectedCallback(instance, sim.options.now()), {
    evenIfDisconnected: true,
  });
}
