import {
  MSG,
  columnTitle,
  moveBlockReason,
  parseColumn,
  parseSyncCursor,
  readColumn,
} from '@conecta/contract';
import type { BackendColumn } from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import type { Publish } from '../../events/event-bus.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { listBoardChatChanges, listBoardChats } from './board-chats.ts';
import { type ChatRow, chatsRepo } from './chats-repo.ts';
import { toChatView } from './chat-view.ts';

const chatNotFound = () => new AppError('NOT_FOUND', MSG.common.chatNotFound);

/**
 * The board's chats: the list, a person's move between columns, a routine reset; and, for the
 * modules that act on a chat (tags, tasks), finding one and placing it in a column.
 */
export function createChatsService(deps: { db: Db; clock: Clock; publish: Publish }) {
  const { db, clock, publish } = deps;

  return {
    list: (clinicId: string) => listBoardChats(db, clinicId),

    /** The incremental form of the list; `since` passed the route's schema. */
    changes: (clinicId: string, since: string) =>
      listBoardChatChanges(db, clinicId, parseSyncCursor(since) ?? { epoch: -1, position: 0 }),

    /** A person's move on the board; the reserved columns are enforced here, not only in the browser. */
    async move(clinicId: string, chatId: string, requested: string) {
      const to = parseColumn(requested);
      if (!to)
        throw new AppError('VALIDATION_ERROR', MSG.common.unknownColumn(requested.slice(0, 50)));
      const chat = await chatsRepo.find(db, clinicId, chatId);
      if (!chat) throw chatNotFound();
      const from = readColumn(chat.column);
      if (from !== to) {
        const reason = moveBlockReason(from, to);
        if (reason) throw new AppError('RULE_BROKEN', reason);
        await chatsRepo.setColumn(db, clinicId, chatId, to, clock());
        publish(clinicId, 'chat-update', { chatId, reason: 'column', column: to });
      }
      const moved = (await chatsRepo.find(db, clinicId, chatId))!;
      return {
        success: true as const,
        message: MSG.board.movedDescription(columnTitle(to)),
        chat: toChatView(moved),
      };
    },

    /** 'Resetar Rotinas': the routine starts again from the clinic's last message. */
    async resetRoutine(clinicId: string, chatId: string) {
      const chat = await chatsRepo.resetRoutine(db, clinicId, chatId, clock());
      if (!chat) throw chatNotFound();
      publish(clinicId, 'chat-update', { chatId, reason: 'routine-reset', column: chat.column });
      return {
        success: true as const,
        message: MSG.cardMenu.resetDoneDescription(chat.name ?? chat.phone),
      };
    },

    /** The account's chat, or undefined: another account's chat is as absent as a missing one. */
    find: (clinicId: string, chatId: string): Promise<ChatRow | undefined> =>
      chatsRepo.find(db, clinicId, chatId),

    /** Puts the chat in `column`, remembering `remembered` (the Tarefa column's way back). */
    placeIn: (
      clinicId: string,
      chatId: string,
      column: BackendColumn,
      remembered: BackendColumn | null,
    ) => chatsRepo.moveTo(db, clinicId, chatId, column, remembered, clock()),
  };
}
export type ChatsService = ReturnType<typeof createChatsService>;
