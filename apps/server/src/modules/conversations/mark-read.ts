import { MSG } from '@conecta/contract';

import { describeError } from '../../lib/describe-error.ts';
import { chatsRepo } from './chats-repo.ts';
import { instanceBlockReason } from '../instances/index.ts';
import { chatOf } from './chat-of.ts';
import { messagesRepo } from './messages-repo.ts';
import type { MessagesDeps } from './messages-deps.ts';

/** The chat's unread count goes to zero here and on every screen, and the provider is told. */
export async function markRead(deps: MessagesDeps, clinicId: string, chatId: string) {
  const { db, clock, provider, access } = deps;
  const chat = await chatOf(db, clinicId, chatId);
  await chatsRepo.markRead(db, clinicId, chat.chatId);
  deps.publish(clinicId, 'chat-update', { chatId: chat.chatId, reason: 'read', unread: 0 });
  const row = await access.forChat(clinicId, chat);
  if (row && !instanceBlockReason(row, clock())) {
    // A provider that marks messages (not chats) read needs the patient's latest message.
    const lastMessageId = await messagesRepo.lastFromPatient(db, clinicId, chat.chatId);
    // Our count is already zero; a provider that cannot be told now is not the user's problem.
    await provider
      .markRead(access.credentials(row), { phone: chat.phone, lastMessageId })
      .catch((err: unknown) => {
        deps.log.warn({ err: describeError(err) }, 'falha ao marcar como lida no provedor');
      });
  }
  return { success: true as const, message: MSG.messageRules.read };
}
