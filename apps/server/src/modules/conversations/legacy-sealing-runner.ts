import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { describeError } from '../../lib/describe-error.ts';
import { MediaMissing } from '../../media/media-driver.ts';
import type { MediaStore } from '../../media/media-store.ts';
import { legacyMediaRepo } from './legacy-media-repo.ts';

const BATCH = 25;
const NO_ID = '00000000-0000-0000-0000-000000000000';
// After a pass finds nothing, the next look: a process of the previous version still running
// during a rolling upgrade may store a plain file or two meanwhile.
const REST_MS = 3600_000;

/**
 * Seals, in the background, the files stored before media were sealed at rest: a sealed copy is
 * written, the message is pointed at it, then the plain file is removed. One pass walks every
 * such message once (a file that fails is left for the next start, not retried in a loop);
 * an upgraded server keeps no plain file after its first pass, and looks again hourly.
 */
export function createLegacySealingRunner(deps: {
  db: Db;
  clock: Clock;
  media: Pick<MediaStore, 'sealLegacy' | 'remove'>;
  log: FastifyBaseLogger;
}) {
  let cursor = NO_ID;
  let restUntil = 0;
  let sealed = 0;
  return {
    async runOnce(stopping: () => boolean): Promise<number> {
      if (deps.clock().getTime() < restUntil) return 0;
      const rows = await legacyMediaRepo.after(deps.db, cursor, BATCH);
      if (rows.length === 0) {
        restUntil = deps.clock().getTime() + REST_MS;
        cursor = NO_ID;
        if (sealed > 0) deps.log.info({ arquivos: sealed }, 'mídias antigas seladas');
        sealed = 0;
        return 0;
      }
      for (const row of rows) {
        if (stopping()) return 0;
        cursor = row.id;
        try {
          const sealedPath = await deps.media.sealLegacy(row.mediaPath);
          if (await legacyMediaRepo.swap(deps.db, row, sealedPath)) {
            await deps.media.remove(row.mediaPath);
            sealed++;
          } else if ((await legacyMediaRepo.pathOf(deps.db, row.id)) !== sealedPath) {
            // Erased meanwhile (its plain file is in the removal queue): the copy goes too. When
            // another process sealed it first, the message names this very copy: it stays.
            await deps.media.remove(sealedPath);
          }
        } catch (err) {
          if (err instanceof MediaMissing) continue;
          deps.log.warn({ err: describeError(err) }, 'mídia antiga não selada; fica para depois');
        }
      }
      return rows.length;
    },
  };
}
