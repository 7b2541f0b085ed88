import { zMessageResponse, type MessageResponse } from '@conecta/contract';

import { request } from '@/lib/http';

/** PUT /dashboard/chats/{chatId}/mark-read. */
export function markChatRead(chatId: string): Promise<MessageResponse> {
  return request(`/dashboard/chats/${encodeURIComponent(chatId)}/mark-read`, {
    method: 'PUT',
    schema: zMessageResponse,
  });
}
