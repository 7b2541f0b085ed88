import { z } from 'zod';
import { zChat } from './connection.ts';

export const zChatIdParam = z.object({
  chatId: z
    .string()
    .trim()
    .min(1, 'Conversa inválida.')
    .max(200, 'Conversa inválida.')
    .regex(/^[\w@.:-]+$/, 'Conversa inválida.'),
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
