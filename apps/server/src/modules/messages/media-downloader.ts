import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client.ts';
import { extensionFor, type MediaStore } from '../../lib/media-store.ts';
import { messageMediaRepo } from './messages-repo.ts';

const MAX_BYTES = 32 * 1024 * 1024;
const ATTEMPTS = 3;

/**
 * Downloads received media from the provider's (expiring) link into our storage, outside the
 * webhook's answer. Only http(s), bounded in size and time, retried a few times.
 */
export function createMediaDownloader(deps: { db: Db; media: MediaStore; log: FastifyBaseLogger }) {
  const pending = new Set<Promise<void>>();

  async function download(job: {
    userId: string;
    messageRowId: string;
    url: string;
    mime: string | null;
  }) {
    if (!/^https?:\/\//i.test(job.url)) return;
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      try {
        const res = await fetch(job.url, { signal: AbortSignal.timeout(30_000) });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const declared = Number(res.headers.get('content-length') ?? 0);
        if (declared > MAX_BYTES) throw new Error('arquivo grande demais');
        const bytes = Buffer.from(await res.arrayBuffer());
        if (bytes.length > MAX_BYTES) throw new Error('arquivo grande demais');
        const mime = job.mime ?? res.headers.get('content-type');
        const rel = await deps.media.save(job.userId, bytes, extensionFor(mime, job.url));
        await messageMediaRepo.setMediaPath(deps.db, job.messageRowId, rel);
        return;
      } catch (err) {
        if (attempt === ATTEMPTS) {
          deps.log.warn(
            { err: err instanceof Error ? err.message : String(err) },
            'falha ao baixar mídia recebida',
          );
          return;
        }
        await new Promise((r) => setTimeout(r, 500 * attempt));
      }
    }
  }

  return {
    enqueue(job: { userId: string; messageRowId: string; url: string; mime: string | null }) {
      const p = download(job).finally(() => pending.delete(p));
      pending.add(p);
    },
    /** Waits for downloads under way (shutdown, tests). */
    async idle() {
      await Promise.all([...pending]);
    },
  };
}
export type MediaDownloader = ReturnType<typeof createMediaDownloader>;
