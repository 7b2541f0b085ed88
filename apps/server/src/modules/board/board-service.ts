import {
  type BoardPageQuery,
  type BoardView,
  MESSAGE_SEARCH_LIMIT,
  searchExcerpt,
  type SyncPosition,
} from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import { chatsWithMessageContaining } from '../conversations/index.ts';
import { notesRepo } from '../notes/index.ts';
import { listBoardChatChanges, listBoardChats } from './board-chats.ts';
import { countBoardColumns, listBoardPages } from './board-pages.ts';

/**
 * The board as it is read: its list of cards, their changes and the search inside the messages.
 * A read model over the chats, tags, tasks, routines, members and settings; the board's actions
 * (a move, an assignment, a routine reset) belong to the chats module.
 */
export function createBoardService(deps: { db: Db }) {
  const { db } = deps;
  const service = {
    list: (clinicId: string) => listBoardChats(db, clinicId),
    /** The board in pages: the first of every column, or one column's next (issue 51). */
    page: (clinicId: string, query: BoardPageQuery & { limit: number }) =>
      listBoardPages(
        db,
        clinicId,
        query,
        async (q) => (await service.searchMessages(clinicId, q)).chatIds,
      ),
    /** Each column's count under a view. */
    counts: (clinicId: string, view: BoardView) =>
      countBoardColumns(
        db,
        clinicId,
        view,
        async (q) => (await service.searchMessages(clinicId, q)).chatIds,
      ),

    /**
     * The board's search inside the messages and the team's internal notes: which chats hold the
     * text, and where (each chat's newest hit, a note marked as one).
     */
    async searchMessages(clinicId: string, q: string) {
      const folded = q.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      const [inMessages, inNotes] = await Promise.all([
        chatsWithMessageContaining(db, clinicId, folded, MESSAGE_SEARCH_LIMIT),
        notesRepo.withNoteContaining(db, clinicId, folded, MESSAGE_SEARCH_LIMIT),
      ]);
      const newest = new Map<string, { id: string; text: string; at: Date; isNote: boolean }>();
      for (const f of inMessages)
        newest.set(f.chatId, { id: f.id, text: f.content, at: f.timestamp, isNote: false });
      for (const n of inNotes) {
        const known = newest.get(n.chatId);
        if (!known || n.createdAt > known.at)
          newest.set(n.chatId, { id: n.id, text: n.text, at: n.createdAt, isNote: true });
      }
      const found = [...newest.entries()]
        .sort(([, a], [, b]) => b.at.getTime() - a.at.getTime())
        .slice(0, MESSAGE_SEARCH_LIMIT);
      return {
        success: true as const,
        chatIds: found.map(([chatId]) => chatId),
        hits: found.map(([chatId, f]) => ({
          chatId,
          message: {
            id: f.id,
            excerpt: searchExcerpt(f.text, q),
            timestamp: f.at.toISOString(),
            isNote: f.isNote,
          },
        })),
      };
    },

    /** The incremental form of the list; `since` was read by the route's schema. */
    changes: (clinicId: string, since: { epoch: number; position: SyncPosition }) =>
      listBoardChatChanges(db, clinicId, since),
  };
  return service;
}
export type BoardService = ReturnType<typeof createBoardService>;
