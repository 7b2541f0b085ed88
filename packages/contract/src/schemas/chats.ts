import { z } from 'zod';
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
    .min(1, 'Conversa inválida.')
    .max(200, 'Conversa inválida.')
    .regex(CHAT_ID_PATTERN, 'Conversa inválida.'),
});

export const zMoveColumnRequest = z.strictObject({
  column: z
    .string({ error: 'Informe a coluna.' })
    .trim()
    .min(1, 'Informe a coluna.')
    .max(50, 'Coluna desconhecida.'),
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
  since: z.string({ error: 'Informe o ponto de sincronização.' }).transform((text, ctx) => {
    const cursor = parseSyncCursor(text);
    if (cursor) return cursor;
    ctx.addIssue({ code: 'custom', message: 'Ponto de sincronização inválido.' });
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
