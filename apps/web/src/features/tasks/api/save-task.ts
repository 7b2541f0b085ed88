import { zTaskResponse, type TaskRequest } from '@conecta/contract';
import type { z } from 'zod';

import { request } from '@/lib/http';

export type TaskAnswer = z.infer<typeof zTaskResponse>;

/**
 * POST /api/tasks (201 'Tarefa criada com sucesso'; the chat moves into the task column) or,
 * with an id, PUT /api/tasks/{id} (pending tasks only). 400 'Preencha todos os campos', 422 'A
 * data deve ser futura' or 'Só é possível alterar tarefas pendentes.', 404 task or chat gone.
 */
export function saveTask(id: string | null, body: TaskRequest): Promise<TaskAnswer> {
  return id
    ? request(`/api/tasks/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body,
        schema: zTaskResponse,
      })
    : request('/api/tasks', { method: 'POST', body, schema: zTaskResponse });
}
