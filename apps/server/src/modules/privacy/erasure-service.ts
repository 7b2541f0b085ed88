import { confirmsPhone, MSG } from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { findChat, identifiersOf } from '../conversations/index.ts';
import { erasedIdentifiersRepo } from './erased-identifiers-repo.ts';
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
      const chat = await findChat(db, who.clinicId, chatId);
      if (!chat) throw new AppError('NOT_FOUND', MSG.common.chatNotFound);
      if (!confirmsPhone(confirmPhone, chat.phone, chat.username))
        throw new AppError(
          'RULE_BROKEN',
          chat.username ? MSG.privacy.eraseUsernameMismatch : MSG.privacy.erasePhoneMismatch,
        );
      const tombstone = deps.tombstone(who.clinicId, chat.chatId);
      // A chat keyed by the phone that also knew the patient's BSUID: the BSUID is tombstoned
      // too, so the patient named by it alone (a username user later) is not brought back.
      const alias =
        chat.bsuid && chat.bsuid !== chat.chatId ? deps.tombstone(who.clinicId, chat.bsuid) : null;
      // Every other name the chat knew (a changed number, an old BSUID, its address, '@username'):
      // read before the chat and its names go, tombstoned in the same transaction.
      const names = [
        chat.phone,
        ...(chat.username ? [`@${chat.username}`] : []),
        ...(await identifiersOf(db, who.clinicId, chat.chatId)).map((n) => n.value),
      ].filter((n) => n !== chat.chatId);
      const at = clock();
      await db.transaction(async (tx) => {
        if (!(await erasureRepo.erase(tx, who.clinicId, chat.chatId, tombstone)))
          throw new AppError('NOT_FOUND', MSG.common.chatNotFound);
        await erasedIdentifiersRepo.add(
          tx,
          who.clinicId,
          names.map((n) => deps.tombstone(who.clinicId, n)),
          at,
        );
        // The tombstone names no chat: the entry copies the member's name and no patient's.
        await accessLogRepo.recordNamed(tx, {
          clinicId: who.clinicId,
          userId: who.userId,
          kind: 'erasure',
          chatId: tombstone,
          aliasChatId: alias,
          detail: null,
          ip,
          at,
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
