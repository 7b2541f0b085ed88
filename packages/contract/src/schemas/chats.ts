import { z } from 'zod';

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
