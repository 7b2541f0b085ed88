import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { describeError } from '../../lib/describe-error.ts';
import type { MediaStore } from '../../media/media-store.ts';
import { erasureRepo } from './erasure-repo.ts';

const BATCH = 25;

/**
 * Deletes the files an erasure queued, and forgets each only once it is gone: a file that cannot
 * be removed now (a store away) is tried again on the next tick, after a restart too, behind the
 * files not tried yet (one that always fails, a permission refused, does not hold up the rest).
 */
export function createMediaRemovalRunner(deps: {
  db: Db;
  clock: Clock;
  media: Pick<MediaStore, 'remove'>;
  log: FastifyBaseLogger;
}) {
  return {
    async runOnce(): Promise<number> {
      const paths = await erasureRepo.pendingRemovals(deps.db, BATCH);
      let done = 0;
      for (const path of paths) {
        try {
          await deps.media.remove(path);
          await erasureRepo.removed(deps.db, path);
          done++;
        } catch (err) {
          deps.log.warn({ err: describeError(err) }, 'arquivo de paciente apagado: nova tentativa');
          await erasureRepo.failed(deps.db, path, deps.clock()).catch(() => undefined);
        }
      }
      // Files that failed are not counted: the scheduler does not spin on them.
      return done;
    },
  };
}
export type MediaRemovalRunner = ReturnType<typeof createMediaRemovalRunner>;
