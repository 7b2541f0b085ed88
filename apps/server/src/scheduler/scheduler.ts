import type { FastifyBaseLogger } from 'fastify';

export interface Job {
  name: string;
  runOnce(): Promise<number>;
}

/**
 * A tick every second hands due work to each job; a tick only claims and runs, and never
 * overlaps the previous one. Work due while the server was down is simply due on the first tick.
 */
export function createScheduler(jobs: Job[], log: FastifyBaseLogger, intervalMs = 1000) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function tick() {
    for (const job of jobs) {
      try {
        // Keep going while a job finds full batches, so a burst drains quickly.
        while ((await job.runOnce()) >= 25) {
          /* next batch */
        }
      } catch (err) {
        log.error(
          { job: job.name, err: err instanceof Error ? err.message : String(err) },
          'falha no agendador',
        );
      }
    }
  }

  return {
    start() {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = tick().finally(() => (running = undefined));
      }, intervalMs);
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
