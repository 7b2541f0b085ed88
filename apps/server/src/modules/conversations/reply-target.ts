import { MSG } from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { messageMediaRepo } from './messages-repo.ts';

/** The provider id of the message a send answers: one of this chat's, else 404. */
export async function replyTarget(
  db: Db,
  clinicId: string,
  chatId: string,
  replyTo: string | undefined,
): Promise<string | undefined> {
  if (!replyTo) return undefined;
  const quoted = await messageMediaRepo.findByMessageId(db, clinicId, replyTo);
  if (!quoted || quoted.chatId !== chatId)
    throw new AppError('NOT_FOUND', MSG.attachments.replyNotFound);
  return quoted.messageId;
}
