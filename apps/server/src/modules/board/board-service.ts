import { MESSAGE_SEARCH_LIMIT, type SyncPosition } from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import { chatsRepo } from '../chats/index.ts';
import { listBoardChatChanges, listBoardChats } from './board-chats.ts';

/**
 * The board as it is read: its list of cards, their changes and the search inside the messages.
 * A read model over the chats, tags, tasks, routines, members and settings; the board's actions
 * (a move, an assignment, a routine reset) belong to the chats module.
 */
export function createBoardService(deps: { db: Db }) {
  const { db } = deps;
  return {
    list: (clinicId: string) => listBoardChats(db, clinicId),

    /** The board's search inside the messages: which chats hold the text. */
    async searchMessages(clinicId: string, q: string) {
      const folded = q.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      const chatIds = await chatsRepo.withMessageContaining(
        db,
        clinicId,
        folded,
        MESSAGE_SEARCH_LIMIT,
      );
      return { success: true as const, chatIds };
    },

    /** The incremental form of the list; `since` was read by the route's schema. */
    changes: (clinicId: string, since: { epoch: number; position: SyncPosition }) =>
      listBoardChatChanges(db, clinicId, since),
  };
}
export type BoardService = ReturnType<typeof createBoardService>;
