import type { FastifyBaseLogger } from 'fastify';
import { describeError } from '../lib/describe-error.ts';

/**
 * The timer a loop runs on. Loops of one lane take turns (a pass of one never beside a pass of
 * another); lanes run side by side.
 * - `sends`: the automatic sends alone, so that no maintenance ever holds a reminder back.
 * - `maintenance`: housekeeping that must not overlap (a backup copies the media an erasure's
 *   removal would delete: while it runs, no removal runs).
 * - `own`: a timer of its own, beside everything (a report catch-up's first pass takes minutes).
 */
export type Lane = 'sends' | 'maintenance' | 'own';

/**
 * How a loop that several server processes run does its work once:
 * - `claims`: each pass claims rows (`SKIP LOCKED`, a lease or a row lock), so two processes
 *   share the work and never do an item twice;
 * - `each-process`: every process runs it, and that is harmless (an idempotent delete, a check
 *   whose outcome is recorded once) or needed (files or state of this process);
 * - `one-process`: it exists only where one process can use the database (the embedded one).
 */
export type AcrossProcesses = 'claims' | 'each-process' | 'one-process';

export interface BackgroundLoop {
  name: string;
  /** A pass starts at most this often, never beside its own previous one. */
  periodMs: number;
  lane: Lane;
  acrossProcesses: AcrossProcesses;
  /**
   * A pass that handled at least this many items runs again at once (a burst drains quickly);
   * absent: one pass a period.
   */
  drainAt?: number;
  /**
   * One pass; answers how many items it handled. Once `stopping()` turns true (shutdown), the
   * item under way finishes and the rest of what this pass claimed is released, undone.
   */
  runOnce(stopping: () => boolean): Promise<number>;
}

/** Whether a loop may run while automatic messages are being sent: all but the sends' own. */
export const besideSends = (loop: BackgroundLoop): boolean => loop.lane !== 'sends';

/** One lane: a timer at its quickest loop's period that runs its due loops one after another. */
function createLane(loops: BackgroundLoop[], log: FastifyBaseLogger, stopping: () => boolean) {
  const lastStart = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function pass() {
    for (const loop of loops) {
      const now = performance.now();
      // A timer fires a little early now and then: a tenth of the period of slack.
      if (now - (lastStart.get(loop.name) ?? -Infinity) < loop.periodMs * 0.9) continue;
      lastStart.set(loop.name, now);
      try {
        while (!stopping() && (await loop.runOnce(stopping)) >= (loop.drainAt ?? Infinity)) {
          /* next batch */
        }
      } catch (err) {
        log.error({ job: loop.name, err: describeError(err) }, 'falha no agendador');
      }
    }
  }

  return {
    start() {
      const period = Math.min(...loops.map((l) => l.periodMs));
      timer = setInterval(() => {
        if (running || stopping()) return;
        running = pass().finally(() => (running = undefined));
      }, period);
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

/**
 * Runs the registry's loops (wiring/background-loops.ts): one lane for the sends, one for
 * maintenance, one for each `own` loop. Work due while the server was down is simply due on the
 * first pass.
 */
export function createScheduler(loops: BackgroundLoop[], log: FastifyBaseLogger) {
  let started = false;
  let stopped: Promise<void> | undefined;
  const stopping = () => stopped !== undefined;
  const groups = [
    loops.filter((l) => l.lane === 'sends'),
    loops.filter((l) => l.lane === 'maintenance'),
    ...loops.filter((l) => l.lane === 'own').map((l) => [l]),
  ].filter((g) => g.length > 0);
  const lanes = groups.map((g) => createLane(g, log, stopping));

  return {
    loops,
    start() {
      if (started || stopped) return;
      started = true;
      for (const lane of lanes) lane.start();
    },
    /** Claims nothing more and waits for the passes under way; the same promise on every call. */
    stop(): Promise<void> {
      stopped ??= Promise.all(lanes.map((lane) => lane.stop())).then(() => undefined);
      return stopped;
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
