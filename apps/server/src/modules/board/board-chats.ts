import {
  type ChatChangesResponse,
  type ChatsResponse,
  MSG,
  type SyncPosition,
  formatSyncCursor,
  isAheadOf,
} from '@conecta/contract';

import type { Tx } from '../../db/client.ts';
import { membershipsRepo } from '../memberships/index.ts';
import { clinicSettingsRepo } from '../clinic-settings/index.ts';
import { routineReads } from '../routines/index.ts';
import { tagReads } from '../tags/index.ts';
import { tasksRepo } from '../tasks/index.ts';
import {
  type BoardChatRow,
  boardChatsChangedSince,
  boardSyncPoint,
  boardChatRows,
} from '../conversations/index.ts';
import { toChatView } from './chat-view.ts';

const cursorOf = (point: { epoch: number; position: SyncPosition }) =>
  formatSyncCursor(point.epoch, point.position);

/**
 * What a card shows beside its chat row (tags, next follow-up, next scheduled message, assignee),
 * of every chat or only of `only`; answers the function that turns rows into cards.
 */
export async function cardMaker(db: Tx, clinicId: string, only?: string[]) {
  const [tagsByChat, plan, nextTasks, members, since, hours] = await Promise.all([
    tagReads.byChat(db, clinicId, only),
    routineReads.list(db, clinicId),
    tasksRepo.nextDueByChat(db, clinicId, only),
    membershipsRepo.members(db, clinicId),
    clinicSettingsRepo.routinesSince(db, clinicId),
    clinicSettingsRepo.openingHours(db, clinicId),
  ]);
  const names = new Map(members.map((m) => [m.userId, m.name]));
  return (r: BoardChatRow) =>
    toChatView(r, tagsByChat.get(r.id), plan, nextTasks.get(r.id), names, since, hours);
}

/**
 * Every chat of the user as board cards, newest first, and the cursor of the incremental form
 * (read first: whatever commits during the read comes again in the next changes).
 * This answer can hold 10,000 chats (4 MB), so it is typed against the contract at compile time
 * instead of being parsed again at run time (which cost about 10% of the call).
 */
export async function listBoardChats(
  db: Tx,
  clinicId: string,
): Promise<{ answer: ChatsResponse; cursor: string }> {
  const point = await boardSyncPoint(db, clinicId);
  // After the sync point; side by side with each other, as the list always was.
  const [rows, toCard] = await Promise.all([boardChatRows(db, clinicId), cardMaker(db, clinicId)]);
  let unreadCount = 0;
  const cards = rows.map((r) => {
    unreadCount += r.unread;
    return toCard(r);
  });
  return {
    answer: {
      success: true,
      chats: cards,
      totalChats: rows.length,
      unreadCount,
      message: MSG.chats.loadedTitle(rows.length),
    },
    cursor: cursorOf(point),
  };
}

/**
 * The cards changed since `since`: an idle board's 10 s check reads two index entries and
 * answers a few dozen bytes. A cursor of another epoch (a change that reaches every card) or
 * from ahead of this database (restored from a backup) asks the board to load the whole list.
 */
export async function listBoardChatChanges(
  db: Tx,
  clinicId: string,
  since: { epoch: number; position: SyncPosition },
): Promise<ChatChangesResponse> {
  const point = await boardSyncPoint(db, clinicId);
  const cursor = cursorOf(point);
  if (since.epoch !== point.epoch || isAheadOf(since.position, point.position))
    return { success: true, reset: true, cursor, chats: [] };
  const rows = await boardChatsChangedSince(db, clinicId, since.position);
  if (rows.length === 0) return { success: true, reset: false, cursor, chats: [] };
  const toCard = await cardMaker(
    db,
    clinicId,
    rows.map((r) => r.id),
  );
  return { success: true, reset: false, cursor, chats: rows.map(toCard) };
}
