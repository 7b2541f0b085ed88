import { zTaskResponse } from '@conecta/contract';

import { request } from '@/lib/http';

import type { TaskAnswer } from './save-task';

/** POST /api/tasks/{id}/complete: done by hand, nothing is sent; 422 when no longer pending. */
export function completeTask(id: string): Promise<TaskAnswer> {
  return request(`/api/tasks/${encodeURIComponent(id)}/complete`, {
    method: 'POST',
    schema: zTaskResponse,
  });
}
