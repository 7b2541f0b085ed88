import type { FastifyBaseLogger } from 'fastify';
import { describeError } from './describe-error.ts';

/**
 * Work started after an answer was sent (a mail whose timing must not show in the response).
 * Failures are logged, never thrown; `idle()` lets shutdown and tests wait for what is running.
 */
export function createBackgroundWork(log: FastifyBaseLogger) {
  const running = new Set<Promise<void>>();
  return {
    run(what: string, work: () => Promise<void>): void {
      const job = work()
        .catch((err: unknown) => {
          log.error({ err: describeError(err) }, `falha em ${what}`);
        })
        .finally(() => running.delete(job));
      running.add(job);
    },
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
export type BackgroundWork = ReturnType<typeof createBackgroundWork>;
