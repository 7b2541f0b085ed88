import { MSG } from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { chatsRepo } from './chats-repo.ts';

/** The clinic's chat, else 404: another clinic's chat is not found either. */
export async function chatOf(db: Db, clinicId: string, chatId: string) {
  const chat = await chatsRepo.find(db, clinicId, chatId);
  if (!chat) throw new AppError('NOT_FOUND', MSG.common.chatNotFound);
  return chat;
}
