import { zMessagesResponse, type MessagesResponse } from '@conecta/contract';

import { request } from '@/lib/http';

const EMPTY: MessagesResponse = { success: true, messages: [], audios: [] };

/**
 * GET /dashboard/messages/{chatId}?t={timestamp}: the chat's texts and audios. The timestamp
 * keeps any cache out of the way; an empty body counts as no messages.
 */
export async function listMessages(chatId: string, signal?: AbortSignal) {
  const path = `/dashboard/messages/${encodeURIComponent(chatId)}?t=${Date.now()}`;
  // Polled every 2 s: an unchanged chat comes back as a 304 and the kept answer is used.
  const data = await request<unknown>(path, { signal, revalidateKey: `messages ${chatId}` });
  if (data === null) return EMPTY;
  const parsed = zMessagesResponse.safeParse(data);
  if (!parsed.success) throw parsed.error;
  return parsed.data;
}
