import {
  taskEndpoints,
  type MessageResponse,
  type Task,
  type TaskRequest,
  type zTaskResponse,
} from '@conecta/contract';
import type { z } from 'zod';

import { callEndpoint } from '@/lib/call-endpoint';

export type TaskAnswer = z.infer<typeof zTaskResponse>;

/** Every task of the chat, pending and finished. */
export async function listTasks(chatId: string, signal?: AbortSignal): Promise<Task[]> {
  const { tasks } = await callEndpoint(taskEndpoints.list, { params: { chatId } }, { signal });
  return tasks;
}

/**
 * Creates a task (201 'Tarefa criada com sucesso'; the chat moves into the task column) or, with
 * an id, changes it (pending tasks only). 400 'Preencha todos os campos', 422 'A data deve ser
 * futura' or 'Só é possível alterar tarefas pendentes.', 404 task or chat gone.
 */
export function saveTask(id: string | null, body: TaskRequest): Promise<TaskAnswer> {
  return id
    ? callEndpoint(taskEndpoints.update, { params: { id }, body })
    : callEndpoint(taskEndpoints.create, { body });
}

/** Done by hand, nothing is sent; 422 when no longer pending. */
export function completeTask(id: string): Promise<TaskAnswer> {
  return callEndpoint(taskEndpoints.complete, { params: { id } });
}

/** The chat leaves the task column when no pending task is left. */
export function deleteTask(id: string): Promise<MessageResponse> {
  return callEndpoint(taskEndpoints.remove, { params: { id } });
}
