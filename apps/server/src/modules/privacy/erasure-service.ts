import { confirmsPhone, MSG } from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { chatsRepo } from '../chats/index.ts';
import { accessLogRepo } from './access-log-repo.ts';
import { erasureRepo } from './erasure-repo.ts';
import type { ErasedRowsCompactor } from './erased-rows-compactor.ts';
import type { MediaRemovalRunner } from './media-removal-runner.ts';
import type { Tombstone } from './tombstone.ts';

interface Member {
  clinicId: string;
  userId: string;
}

/**
 * 'Apagar dados do paciente' (LGPD art. 18): one transaction removes the chat and all it holds,
 * and records the erasure; the media files follow right after, retried until done. A message from
 * the number later starts a fresh chat.
 */
export function createErasureService(deps: {
  db: Db;
  clock: Clock;
  removals: MediaRemovalRunner;
  tombstone: Tombstone;
  /** Makes the deleted rows unreadable on disk, in the background. */
  compactor: Pick<ErasedRowsCompactor, 'markErased'>;
}) {
  const { db, clock } = deps;
  return {
    async erase(who: Member, chatId: string, confirmPhone: string, ip: string) {
      const chat = await chatsRepo.find(db, who.clinicId, chatId);
      if (!chat) throw new AppError('NOT_FOUND', MSG.common.chatNotFound);
      if (!confirmsPhone(confirmPhone, chat.phone))
        throw new AppError('RULE_BROKEN', MSG.privacy.erasePhoneMismatch);
      const tombstone = deps.tombstone(who.clinicId, chat.chatId);
      await db.transaction(async (tx) => {
        if (!(await erasureRepo.erase(tx, who.clinicId, chat.chatId, tombstone)))
          throw new AppError('NOT_FOUND', MSG.common.chatNotFound);
        // The tombstone names no chat: the entry copies the member's name and no patient's.
        await accessLogRepo.recordNamed(tx, {
          clinicId: who.clinicId,
          userId: who.userId,
          kind: 'erasure',
          chatId: tombstone,
          detail: null,
          ip,
          at: clock(),
        });
      });
      deps.compactor.markErased();
      // At once when it can; otherwise the scheduler keeps trying.
      await deps.removals.runOnce().catch(() => 0);
      return { success: true as const, message: MSG.privacy.erased };
    },
  };
}
export type ErasureService = ReturnType<typeof createErasureService>;
