import { MSG } from '@conecta/contract';
import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { describeError } from '../../lib/describe-error.ts';
import { accessLogRepo } from './access-log-repo.ts';
import { erasureRepo } from './erasure-repo.ts';
import type { MediaRemovalRunner } from './media-removal-runner.ts';
import type { ErasedRowsCompactor } from './erased-rows-compactor.ts';
import { retentionRepo } from './retention-repo.ts';
import { monthsBefore } from './retention-service.ts';
import type { Tombstone } from './tombstone.ts';

const DAY_MS = 24 * 3_600_000;
const CLINICS_PER_PASS = 5;
const CHATS_PER_BATCH = 100;

/**
 * Once a day per clinic whose retention is on: every chat without a message in that many months
 * is erased as 'Apagar dados do paciente' erases one (each in its own transaction, so a stop
 * midway keeps what was done), and the run goes into the access log as the system's.
 */
export function createRetentionRunner(deps: {
  db: Db;
  clock: Clock;
  removals: MediaRemovalRunner;
  tombstone: Tombstone;
  log: FastifyBaseLogger;
  /** Makes the deleted rows unreadable on disk, in the background. */
  compactor: Pick<ErasedRowsCompactor, 'markErased'>;
}) {
  const { db, clock } = deps;
  return {
    async runOnce(stopping: () => boolean = () => false): Promise<number> {
      const now = clock();
      const claimed = await db.transaction((tx) =>
        retentionRepo.claimDue(tx, now, new Date(now.getTime() - DAY_MS), CLINICS_PER_PASS),
      );
      for (const { clinicId, months } of claimed) {
        const before = monthsBefore(now, months);
        // Checked again under each chat's lock: a patient who wrote since the list was read (or
        // was given an appointment or a scheduled message) keeps the chat.
        const stillInactive = retentionRepo.inactiveSince(before, now);
        let erased = 0;
        try {
          for (;;) {
            if (stopping()) break;
            const batch = await retentionRepo.inactiveChats(
              db,
              clinicId,
              before,
              now,
              CHATS_PER_BATCH,
            );
            if (batch.length === 0) break;
            let erasedNow = 0;
            for (const chatId of batch) {
              const done = await db.transaction((tx) =>
                erasureRepo.erase(
                  tx,
                  clinicId,
                  chatId,
                  deps.tombstone(clinicId, chatId),
                  stillInactive,
                ),
              );
              if (done) erasedNow++;
            }
            erased += erasedNow;
            // Never again the same list: what was not erased is no longer inactive.
            if (erasedNow === 0) break;
          }
        } catch (err) {
          deps.log.error({ err: describeError(err), clinicId }, 'falha na retenção de conversas');
        }
        if (erased > 0) deps.compactor.markErased();
        await accessLogRepo.record(db, {
          clinicId,
          userId: null,
          userName: null,
          kind: 'retention',
          chatId: null,
          chatName: null,
          detail: MSG.privacy.retentionDetail(erased, months),
          ip: null,
          at: clock(),
        });
      }
      if (claimed.length > 0) await deps.removals.runOnce().catch(() => 0);
      // Clinics, not chats: the scheduler need not hurry for a full batch.
      return claimed.length;
    },
  };
}
