import { zChat, type BackendColumn } from '@conecta/contract';
import { z } from 'zod';

import { request } from '@/lib/http';

const zMoveChatResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  chat: zChat,
});
export type MoveChatResponse = z.infer<typeof zMoveChatResponse>;

/**
 * PUT /dashboard/zapi/chats/{chatId}/column: 'Movido para {title}' with the chat; 422 with the
 * reason when the column is reserved, 404 when the chat is not this user's.
 */
export function moveChatColumn(chatId: string, column: BackendColumn): Promise<MoveChatResponse> {
  return request(`/dashboard/zapi/chats/${encodeURIComponent(chatId)}/column`, {
    method: 'PUT',
    body: { column },
    schema: zMoveChatResponse,
  });
}
