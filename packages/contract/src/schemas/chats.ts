import { z } from 'zod';

import { CHAT_MSG } from '../messages/chat-rules.ts';
import { zChat } from './connection.ts';
import { type SyncPosition, formatSyncPosition, parseSyncPosition } from './sync-position.ts';

/**
 * What a chat id may be: the provider's digits, `...-group`, `...@newsletter`, `...@lid`. One
 * definition for the routes and the webhook: a chat stored under an id the routes refuse could be
 * neither opened, nor exported, nor erased (review 3).
 */
export const CHAT_ID_PATTERN = /^[\w@.:-]{1,200}$/;

export const zChatIdParam = z.object({
  chatId: z
    .string()
    .trim()
    .min(1, CHAT_MSG.chatInvalid)
    .max(200, CHAT_MSG.chatInvalid)
    .regex(CHAT_ID_PATTERN, CHAT_MSG.chatInvalid),
});

export const zMoveColumnRequest = z.strictObject({
  column: z
    .string({ error: CHAT_MSG.columnRequired })
    .trim()
    .min(1, CHAT_MSG.columnRequired)
    .max(50, CHAT_MSG.columnUnknown),
});
export type MoveColumnRequest = z.input<typeof zMoveColumnRequest>;

/** A move answers 'Movido para {column}' with the chat as it now is. */
export const zMoveColumnResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  chat: zChat,
});
export type MoveColumnResponse = z.infer<typeof zMoveColumnResponse>;

/**
 * Where a board's copy of the chat list stands: `{epoch}.{position}` (`formatSyncCursor`). The
 * full list sends it in this header (its body stays as the spec has it); the incremental form
 * answers the next one.
 */
export const BOARD_CURSOR_HEADER = 'x-board-cursor';

/** GET /dashboard/zapi/chats/changes?since=: what changed since a cursor. */
export const zChatChangesQuery = z.strictObject({
  since: z.string({ error: CHAT_MSG.syncPositionRequired }).transform((text, ctx) => {
    const cursor = parseSyncCursor(text);
    if (cursor) return cursor;
    ctx.addIssue({ code: 'custom', message: CHAT_MSG.syncPositionInvalid });
    return z.NEVER;
  }),
});

/**
 * The cards changed since the cursor (new chats included), and the next cursor. `reset`: the
 * cursor is from before a change that reaches every card (routines, a tag renamed, a chat
 * removed), so the caller loads the whole list again.
 */
export const zChatChangesResponse = z.object({
  success: z.literal(true),
  reset: z.boolean(),
  cursor: z.string(),
  chats: z.array(zChat),
});
export type ChatChangesResponse = z.infer<typeof zChatChangesResponse>;

/** A board cursor: `{epoch}.{position}` (see `SyncPosition`). */
export const formatSyncCursor = (epoch: number, position: SyncPosition) =>
  `${epoch}.${formatSyncPosition(position)}`;

/** Splits a cursor made by the server; undefined for anything else. */
export function parseSyncCursor(
  cursor: string,
): { epoch: number; position: SyncPosition } | undefined {
  const match = /^(\d{1,9})\.(.+)$/.exec(cursor);
  const position = match ? parseSyncPosition(match[2]!) : undefined;
  return position && { epoch: Number(match![1]), position };
}

/** What the board's search sends to look inside the messages too. */
export const MESSAGE_SEARCH_MIN = 3;
export const MESSAGE_SEARCH_MAX = 100;
/** At most this many chats come back: the board shows those among its cards. */
export const MESSAGE_SEARCH_LIMIT = 200;

export const zMessageSearchQuery = z.strictObject({
  q: z
    .string({ error: CHAT_MSG.searchRequired })
    .trim()
    .min(MESSAGE_SEARCH_MIN, CHAT_MSG.searchShort(MESSAGE_SEARCH_MIN))
    .max(MESSAGE_SEARCH_MAX, CHAT_MSG.searchLong(MESSAGE_SEARCH_MAX)),
});

/**
 * GET /dashboard/chats/search: the chats with a message containing the text, newest first, and
 * for each its newest such message: its id (to open the chat there) and the words around the
 * match (the card shows them in place of the last message).
 */
export const zMessageSearchResponse = z.object({
  success: z.literal(true),
  chatIds: z.array(z.string()),
  hits: z
    .array(
      z.object({
        chatId: z.string(),
        message: z.object({
          id: z.string(),
          excerpt: z.string(),
          timestamp: z.string(),
          /** Found in an internal note of the team, not in a message ('Nota interna'). */
          isNote: z.boolean().default(false),
        }),
      }),
    )
    .optional(),
});
export type MessageSearchResponse = z.infer<typeof zMessageSearchResponse>;
