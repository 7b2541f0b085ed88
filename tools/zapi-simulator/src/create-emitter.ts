import type { WebhookSender } from './create-webhook-sender.ts';
import type { HookName, SimInstance } from './types.ts';

export interface Emitter {
  /**
   * POSTs `body` to the instance's `hook` URL, if one is configured and the instance is
   * connected (a disconnected instance sends nothing, except the DisconnectedCallback itself).
   */
  emit(
    instance: SimInstance,
    hook: HookName,
    body: Record<string, unknown>,
    options?: { evenIfDisconnected?: boolean },
  ): void;
  /** Resolves when every webhook POST started so far has finished. */
  settled(): Promise<void>;
}

const LOG_SIZE = 300;

export function createEmitter(
  sender: WebhookSender,
  log: (line: string) => void,
  now: () => number,
): Emitter {
  const pending = new Set<Promise<void>>();
  return {
    emit(instance, hook, body, options = {}) {
      const url = instance.webhooks[hook];
      if (!url) return;
      if (instance.state !== 'connected' && !options.evenIfDisconnected) return;
      const type = String(body.type);
      const task = sender.post(url, instance.token, body).then((result) => {
        instance.webhookLog.push({ type, url, ...result, at: now() });
        if (instance.webhookLog.length > LOG_SIZE) instance.webhookLog.shift();
        if (result.error || (result.status ?? 0) >= 400) {
          log(
            `[zapi-sim] ${instance.id}: ${type} to ${url} failed: ${result.error ?? result.status}`,
          );
        }
      });
      pending.add(task);
      void task.finally(() => pending.delete(task));
    },
    async settled() {
      await Promise.all([...pending]);
    },
  };
}
