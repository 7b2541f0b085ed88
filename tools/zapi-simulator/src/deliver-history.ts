import { receivedCallback } from './build-callbacks.ts';
import type { SimContext } from './sim-context.ts';
import type { SimInstance } from './types.ts';

/**
 * Z-API keeps no messages: the product learns the chats' recent history only from
 * ReceivedCallbacks. They go out oldest first, in small batches, shortly after the connection,
 * waiting a while for a received-webhook URL if none is configured yet.
 */
export function deliverHistory(sim: SimContext, instance: SimInstance): void {
  const timing = sim.options.timing;
  const session = instance.session;
  const messages = [...instance.history];
  const pollMs = Math.min(1000, Math.max(50, timing.historyWaitForWebhookMs / 10));
  let waited = 0;
  const step = (index: number): void => {
    if (instance.session !== session || instance.state !== 'connected') return;
    if (!instance.webhooks.received) {
      if (waited < timing.historyWaitForWebhookMs) {
        waited += pollMs;
        sim.timers.after(pollMs, () => step(index));
      }
      return;
    }
    const batch = messages.slice(index, index + Math.max(1, timing.historyBatchSize));
    for (const message of batch) {
      const status = message.fromMe ? 'READ' : 'RECEIVED';
      sim.emitter.emit(
        instance,
        'received',
        receivedCallback(instance, message, sim.baseUrl, status),
      );
    }
    const next = index + batch.length;
    if (next < messages.length) sim.timers.after(timing.historyBatchIntervalMs, () => step(next));
  };
  if (messages.length > 0) sim.timers.after(timing.historyDelayMs, () => step(0));
}
