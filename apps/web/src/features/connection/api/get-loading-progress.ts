import { zProgressResponse, type Progress } from '@conecta/contract';

import { request } from '@/lib/http';

/** GET /dashboard/zapi/chats_loading_progress: how far the chat sync has come. */
export async function getLoadingProgress(signal?: AbortSignal): Promise<Progress> {
  const { percentage, loaded, total, completed } = await request(
    '/dashboard/zapi/chats_loading_progress',
    { schema: zProgressResponse, signal },
  );
  return { percentage, loaded, total, completed };
}
