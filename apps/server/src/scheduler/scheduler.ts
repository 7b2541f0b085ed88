import type { FastifyBaseLogger } from 'fastify';
import { describeError } from '../lib/describe-error.ts';

export interface Job {
  name: string;
  /**
   * One pass; answers how many items it handled. Once `stopping()` turns true (shutdown), the
   * item being sent finishes and the rest of what this pass claimed is released, unsent.
   */
  runOnce(stopping: () => boolean): Promise<number>;
}

/**
 * A tick every second hands due work to each job; a tick only claims and runs, and never
 * overlaps the previous one. Work due while the server was down is simply due on the first tick.
 */
export function createScheduler(jobs: Job[], log: FastifyBaseLogger, intervalMs = 1000) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped: Promise<void> | undefined;
  const stopping = () => stopped !== undefined;

  async function tick() {
    for (const job of jobs) {
      try {
        // Keep going while a job finds full batches, so a burst drains quickly.
        while (!stopping() && (await job.runOnce(stopping)) >= 25) {
          /* next batch */
        }
      } catch (err) {
        log.error({ job: job.name, err: describeError(err) }, 'falha no agendador');
      }
    }
  }

  return {
    start() {
      if (timer || stopped) return;
      timer = setInterval(() => {
        if (running || stopping()) return;
        running = tick().finally(() => (running = undefined));
      }, intervalMs);
    },
    /** Claims nothing more and waits for the send under way; the same promise on every call. */
    stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      stopped ??= (async () => {
        await running;
      })();
      return stopped;
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;

/** Several schedulers (each on its own timer) started and stopped as one. */
export function combineSchedulers(...schedulers: Scheduler[]): Scheduler {
  return {
    start() {
      for (const s of schedulers) s.start();
    },
    stop: async () => {
      await Promise.all(schedulers.map((s) => s.stop()));
    },
  };
}
