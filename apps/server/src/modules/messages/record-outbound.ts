import type { Db } from '../../db/client.ts';
import { chatsRepo } from '../chats/chats-repo.ts';
import { type MessageRow, messageMediaRepo, type NewMessage } from './messages-repo.ts';

/**
 * Stores a message the clinic sent (by hand, by a task or by a routine) once the provider took
 * it, and moves the chat's last message forward. The provider's echo of the same id is the same
 * message.
 */
export async function recordOutbound(
  db: Db,
  input: Omit<NewMessage, 'fromMe' | 'status'> & { timestamp: Date; preview: string },
): Promise<MessageRow> {
  const { preview, ...values } = input;
  const row = await messageMediaRepo.upsertSent(db, { ...values, fromMe: true, status: 'SENT' });
  const chat = await chatsRepo.find(db, input.clinicId, input.chatId);
  if (chat) {
    await chatsRepo.applyMessage(db, input.clinicId, {
      chatId: chat.chatId,
      name: chat.name,
      isGroup: chat.isGroup,
      isNewsletter: chat.isNewsletter,
      thumbnail: null,
      time: input.timestamp,
      preview: preview.slice(0, 500),
      fromMe: true,
    });
  }
  return row;
}
