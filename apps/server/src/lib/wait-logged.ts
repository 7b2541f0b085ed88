import type { FastifyBaseLogger } from 'fastify';

/**
 * Waits for one step of the shutdown and, while it takes long, says in the log every `everyMs`
 * which step is still running: a stuck shutdown then names its cause.
 */
export async function waitLogged(
  log: FastifyBaseLogger,
  step: string,
  work: Promise<unknown>,
  everyMs = 10_000,
): Promise<void> {
  const started = Date.now();
  const timer = setInterval(() => {
    log.warn({ step, waitedMs: Date.now() - started }, 'encerramento ainda aguardando');
  }, everyMs);
  timer.unref();
  try {
    await work;
  } finally {
    clearInterval(timer);
  }
}
