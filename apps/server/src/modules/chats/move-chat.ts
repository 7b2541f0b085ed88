import { columnTitle, moveBlockReason, parseColumn, readColumn } from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import type { Publish } from '../../events/event-bus.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { chatsRepo } from './chats-repo.ts';
import { toChatView } from './chat-view.ts';

/** A person's move on the board; the reserved columns are enforced here, not only in the browser. */
export async function moveChat(
  deps: { db: Db; clock: Clock; publish: Publish },
  userId: string,
  chatId: string,
  requested: string,
) {
  const to = parseColumn(requested);
  if (!to)
    throw new AppError(400, 'VALIDATION_ERROR', `Coluna desconhecida: ${requested.slice(0, 50)}`);
  const chat = await chatsRepo.find(deps.db, userId, chatId);
  if (!chat) throw new AppError(404, 'NOT_FOUND', 'Conversa não encontrada.');
  const from = readColumn(chat.column);
  if (from !== to) {
    const reason = moveBlockReason(from, to);
    if (reason) throw new AppError(422, 'RULE_BROKEN', reason);
    await chatsRepo.setColumn(deps.db, userId, chatId, to, deps.clock());
    deps.publish(userId, 'chat-update', { chatId, reason: 'column', column: to });
  }
  const moved = (await chatsRepo.find(deps.db, userId, chatId))!;
  return {
    success: true as const,
    message: `Movido para ${columnTitle(to)}`,
    chat: toChatView(moved),
  };
}
