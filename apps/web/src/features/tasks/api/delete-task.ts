import { zMessageResponse, type MessageResponse } from '@conecta/contract';

import { request } from '@/lib/http';

/** DELETE /api/tasks/{id}: the chat leaves the task column when no pending task is left. */
export function deleteTask(id: string): Promise<MessageResponse> {
  return request(`/api/tasks/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: zMessageResponse,
  });
}
