import { zChatsResponse, type ChatsResponse } from '@conecta/contract';

import { request } from '@/lib/http';

export const chatKeys = {
  all: ['chats'] as const,
  list: (userId: string) => ['chats', userId, 'list'] as const,
};

/**
 * GET /dashboard/zapi/chats: the synchronised conversations with their tags. Asked again with the
 * last answer's tag: an unchanged list comes back as a 304 of a few hundred bytes.
 */
export function listChats(signal?: AbortSignal): Promise<ChatsResponse> {
  return request('/dashboard/zapi/chats', {
    schema: zChatsResponse,
    signal,
    revalidateKey: 'chats',
  });
}
