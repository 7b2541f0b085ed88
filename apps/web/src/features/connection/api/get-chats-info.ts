import { zChatsInfoResponse, type ChatsInfoResponse } from '@conecta/contract';

import { request } from '@/lib/http';

/** GET /dashboard/zapi/chats_info: chat totals and sync progress; starts the sync if needed. */
export function getChatsInfo(signal?: AbortSignal): Promise<ChatsInfoResponse> {
  return request('/dashboard/zapi/chats_info', { schema: zChatsInfoResponse, signal });
}
