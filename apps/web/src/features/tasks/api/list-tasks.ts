import { zTasksResponse, type Task } from '@conecta/contract';

import { request } from '@/lib/http';

/** GET /api/tasks/chat/{chatId}/all: every task of the chat, pending and finished. */
export async function listTasks(chatId: string, signal?: AbortSignal): Promise<Task[]> {
  const { tasks } = await request(`/api/tasks/chat/${encodeURIComponent(chatId)}/all`, {
    schema: zTasksResponse,
    signal,
  });
  return tasks;
}
