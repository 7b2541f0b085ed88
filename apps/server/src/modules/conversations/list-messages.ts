import type { MessagesDeps } from './messages-deps.ts';
import { chatOf } from './chat-of.ts';
import { messageEntries } from './message-entries.ts';
import { messagesRepo } from './messages-repo.ts';

/** The spec's answer: every message of the chat, oldest first. */
export async function listMessages(
  deps: MessagesDeps,
  clinicId: string,
  chatId: string,
  viewer: string,
) {
  await chatOf(deps.db, clinicId, chatId);
  const rows = await messagesRepo.listForChat(deps.db, clinicId, chatId);
  return { success: true as const, ...(await messageEntries(deps, clinicId, viewer, rows)) };
}
