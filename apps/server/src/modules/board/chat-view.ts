import { type Chat, type OpeningHours, readColumn } from '@conecta/contract';

import { automaticSendAt } from '../routines/index.ts';
import type { BoardChatRow } from '../conversations/index.ts';

/** The follow-up routines of a user, by slot, for the "next automatic message" on each card. */
export type RoutinePlan = Array<{ sequenceNumber: number; hoursDelay: number }>;

export function nextRoutineAt(
  row: BoardChatRow,
  plan: RoutinePlan,
  since: Date | null = null,
  hours: OpeningHours | null = null,
): Date | null {
  if (
    row.isGroup ||
    row.isNewsletter ||
    row.column === 'task' ||
    !row.lastMessageFromMe ||
    row.routineOptedOutAt
  )
    return null;
  const next = plan.find((r) => r.sequenceNumber > row.routineLastSeq);
  const anchor = row.routineAnchorAt ?? row.lastMessageTime;
  if (!next || !anchor) return null;
  // A conversation older than the routines is left alone (the scheduler's rule too).
  if (row.routineLastSeq === 0 && (!since || anchor < since)) return null;
  // Due while the clinic is closed: the opening, as the scheduler will send it.
  const due = new Date(anchor.getTime() + next.hoursDelay * 3600_000);
  const at = automaticSendAt(hours, due, row.id);
  // A step held back (closed, a retry) is not claimed before its time, even once the hours are
  // switched off: the card shows when it really goes.
  return row.routineRetryAt && row.routineRetryAt > at ? row.routineRetryAt : at;
}

export function toChatView(
  row: BoardChatRow,
  tags: Chat['tags'] = [],
  plan: RoutinePlan = [],
  nextTaskAt: Date | null = null,
  memberNames: ReadonlyMap<string, string> = new Map(),
  routinesSince: Date | null = null,
  hours: OpeningHours | null = null,
): Chat {
  const assigneeName = row.assignedTo ? memberNames.get(row.assignedTo) : undefined;
  return {
    id: row.id,
    chatId: row.chatId,
    name: row.name,
    phone: row.phone,
    username: row.username,
    numberId: row.instanceId,
    column: readColumn(row.column),
    unread: row.unread,
    lastMessageTime: row.lastMessageTime?.toISOString() ?? null,
    lastMessageContent: row.lastMessageContent,
    profileThumbnail: row.profileThumbnail,
    isGroup: row.isGroup,
    isNewsletter: row.isNewsletter,
    tags,
    nextRoutineAt: nextRoutineAt(row, plan, routinesSince, hours)?.toISOString() ?? null,
    routineError: row.routineError,
    nextTaskAt: nextTaskAt?.toISOString() ?? null,
    automationOff: row.routineOptedOutAt !== null,
    assignee:
      row.assignedTo && assigneeName !== undefined
        ? { userId: row.assignedTo, name: assigneeName }
        : null,
  };
}

/**
 * The card of a chat just moved: its row and the member names, without tags, routine or task
 * times (a move changes none of them, and the board keeps the ones it has).
 */
export const movedChatCard = (row: BoardChatRow, memberNames: ReadonlyMap<string, string>): Chat =>
  toChatView(row, [], [], null, memberNames);
