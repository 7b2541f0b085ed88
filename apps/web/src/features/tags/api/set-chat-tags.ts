import { zChatTagsResponse } from '@conecta/contract';
import type { z } from 'zod';

import { request } from '@/lib/http';

export type ChatTagsAnswer = z.infer<typeof zChatTagsResponse>;

/** PUT /dashboard/zapi/chats/{chatId}/tags: the chat's whole set of tags, as ids. */
export function setChatTags(chatId: string, tagIds: string[]): Promise<ChatTagsAnswer> {
  return request(`/dashboard/zapi/chats/${encodeURIComponent(chatId)}/tags`, {
    method: 'PUT',
    body: { tagIds },
    schema: zChatTagsResponse,
  });
}
