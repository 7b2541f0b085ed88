import {
  zMoveColumnResponse,
  type BackendColumn,
  type MoveColumnResponse,
} from '@conecta/contract';

import { request } from '@/lib/http';

export type MoveChatResponse = MoveColumnResponse;

/**
 * PUT /dashboard/zapi/chats/{chatId}/column: 'Movido para {title}' with the chat; 422 with the
 * reason when the column is reserved, 404 when the chat is not this user's.
 */
export function moveChatColumn(chatId: string, column: BackendColumn): Promise<MoveChatResponse> {
  return request(`/dashboard/zapi/chats/${encodeURIComponent(chatId)}/column`, {
    method: 'PUT',
    body: { column },
    schema: zMoveColumnResponse,
  });
}
