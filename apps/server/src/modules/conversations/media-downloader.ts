import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  FetchRefused,
  type FetchToFileOptions,
  fetchToFile,
  mediaFailureOf,
} from '../../lib/fetch-to-file.ts';
import { extensionFor, type MediaStore } from '../../media/media-store.ts';
import { type MediaJob, mediaDownloadsRepo } from './media-downloads-repo.ts';
import { messageMediaRepo } from './messages-repo.ts';
import { describeError } from '../../lib/describe-error.ts';

const MAX_BYTES = 32 * 1024 * 1024;
const ATTEMPTS = 3;
/** Downloads at once per process: each holds a connection and a file, whatever the burst. */
const CONCURRENCY = 4;
const TIMEOUT_MS = 30_000;
/**
 * A claim older than this is a process that died mid-download: another one takes it over. Longer
 * than an attempt can last (it is cut at TIMEOUT_MS), so a live process's claim is never taken.
 */
const LEASE_MS = 45_000;
/** Besides the nudge of each new file: retries coming due, other processes' leftovers. */
const POLL_MS = 2_000;

/**
 * Copies received media from the provider's (expiring) link into our storage, outside the
 * webhook's answer. The queue is the media_downloads table, filled by the database together with
 * each message, so a file is fetched after a kill or a restart too, by whichever process claims
 * it. The link comes in a webhook, so it is fetched as a stranger's URL: only http(s), never to a
 * private address unless it is the provider's own origin (fetch-to-file.ts), streamed to disk and
 * cut at 32 MB, a few at a time, retried only when retrying can help.
 */
export function createMediaDownloader(deps: {
  db: Db;
  clock: Clock;
  media: MediaStore;
  log: FastifyBaseLogger;
  /** The provider's origin (and the demo simulator's): its files may be on a private address. */
  trustedOrigins: readonly string[];
  /**
   * Fetches a job's file when its `url` is not a plain link (a Cloud API media id, fetched with
   * the number's token); answers undefined to leave it to the plain download.
   */
  fetchSpecial?: (
    job: MediaJob,
    file: string,
    opts: FetchToFileOptions,
  ) => Promise<{ contentType: string | null; bytes: number }> | undefined;
  /** A received file is stored and named by its message (the assistant's automatic transcription). */
  onStored?: (job: MediaJob) => void;
}) {
  const { db, clock, log } = deps;
  const inFlight = new Set<Promise<void>>();
  // Shutdown aborts the downloads under way; their claims go back to the queue.
  const shutdown = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let pumping: Promise<void> | undefined;
  let again = false;
  const staleBefore = () => new Date(clock().getTime() - LEASE_MS);

  async function attempt(job: MediaJob): Promise<void> {
    const temp = await deps.media.tempFile();
    try {
      const opts = {
        trustedOrigins: deps.trustedOrigins,
        maxBytes: MAX_BYTES,
        timeoutMs: TIMEOUT_MS,
        signal: shutdown.signal,
      };
      const { contentType, bytes } = await (deps.fetchSpecial?.(job, temp, opts) ??
        fetchToFile(job.url, temp, opts));
      const mime = job.mime ?? contentType;
      const rel = await deps.media.adopt(job.clinicId, temp, extensionFor(mime), bytes);
      // A copy no message names (the row got its own file meanwhile, or was erased) would be a
      // patient's file that no erasure finds: it goes at once.
      if (!(await messageMediaRepo.setMediaPath(db, job.messageRowId, rel, bytes)))
        await deps.media.remove(rel);
      else deps.onStored?.(job);
    } finally {
      await deps.media.dropTemp(temp);
    }
  }

  async function download(job: MediaJob): Promise<void> {
    try {
      await attempt(job);
      await mediaDownloadsRepo.done(db, job.messageRowId);
    } catch (err) {
      if (shutdown.signal.aborted) {
        await mediaDownloadsRepo.release(db, job.messageRowId);
        return;
      }
      // A refused address, protocol or size will be refused again: no retry. Given up, the
      // message keeps why (its bytes did not match, the provider no longer has it...), and
      // says so in pt-BR instead of waiting for a file forever.
      if (err instanceof FetchRefused || job.attempts >= ATTEMPTS) {
        const failure = mediaFailureOf(err);
        log.warn(
          { err: describeError(err), attempts: job.attempts, failure },
          'falha ao baixar mídia recebida',
        );
        await messageMediaRepo.setMediaFailure(db, job.messageRowId, failure);
        await mediaDownloadsRepo.done(db, job.messageRowId);
        return;
      }
      await mediaDownloadsRepo.retryAt(
        db,
        job.messageRowId,
        new Date(clock().getTime() + 500 * job.attempts),
      );
    }
  }

  function run(job: MediaJob) {
    const p = download(job)
      .catch((err: unknown) => {
        // The database failed under us: the claim runs out and the row is taken again.
        log.warn({ err: describeError(err) }, 'fila de mídia');
      })
      .finally(() => {
        inFlight.delete(p);
        void pump();
      });
    inFlight.add(p);
  }

  /** Fills the free slots from the queue; a call while one runs makes it look once more. */
  function pump(): Promise<void> {
    if (pumping) {
      again = true;
      return pumping;
    }
    pumping = (async () => {
      do {
        again = false;
        while (!shutdown.signal.aborted && inFlight.size < CONCURRENCY) {
          const jobs = await mediaDownloadsRepo.claim(
            db,
            clock(),
            staleBefore(),
            CONCURRENCY - inFlight.size,
          );
          for (const job of jobs) run(job);
          if (jobs.length === 0) break;
        }
      } while (again && !shutdown.signal.aborted);
    })()
      .catch((err: unknown) => {
        log.warn({ err: describeError(err) }, 'fila de mídia');
      })
      .finally(() => (pumping = undefined));
    return pumping;
  }

  return {
    /**
     * Starts taking work: what is queued (from before a restart too), then every POLL_MS. `alone`:
     * no other process can be using this database (PGlite's directory lock), so a claim still in
     * it is the last run's, cut by a kill, and is taken again now rather than after the lease.
     */
    async start(opts: { alone: boolean }) {
      if (timer || shutdown.signal.aborted) return;
      if (opts.alone) await mediaDownloadsRepo.releaseAll(db);
      timer = setInterval(() => void pump(), POLL_MS);
      timer.unref();
      void pump();
    },
    /** A message with a file was just stored: a free slot takes it now, not at the next poll. */
    nudge() {
      if (timer) void pump();
    },
    /** Downloads waiting or under way, in every process (for /metrics). */
    depth: () => mediaDownloadsRepo.depth(db),
    /** Shutdown: claims nothing more, aborts what is under way and hands it back to the queue. */
    async stop() {
      clearInterval(timer);
      shutdown.abort();
      await pumping;
      await Promise.all([...inFlight]);
    },
    /** Tests: waits until this process has nothing left to take, retries included. */
    async idle() {
      for (;;) {
        await pump();
        await Promise.all([...inFlight]);
        if (shutdown.signal.aborted) return;
        const next = await mediaDownloadsRepo.nextDue(db, staleBefore());
        if (next === undefined && inFlight.size === 0) return;
        const wait = next ? Math.min(Math.max(next.getTime() - clock().getTime(), 0), 1000) : 0;
        await new Promise((r) => setTimeout(r, wait || 20));
      }
    },
  };
}
export type MediaDownloader = ReturnType<typeof createMediaDownloader>;
