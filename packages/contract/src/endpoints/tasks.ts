import { zIdParam } from '../schemas/admin.ts';
import { zMessageResponse } from '../schemas/auth.ts';
import { zChatIdParam } from '../schemas/chats.ts';
import { zTaskRequest, zTaskResponse, zTasksResponse } from '../schemas/tasks.ts';
import { defineEndpoint } from './define-endpoint.ts';

const group = 'Mensagens agendadas';

export const taskEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/tasks',
    access: 'session',
    group,
    summary: 'Agenda uma mensagem (data no fuso da conta) e leva a conversa para Tarefa',
    body: zTaskRequest,
    status: 201,
    response: zTaskResponse,
    invalidates: ['tasks', 'chats'],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/tasks/chat/:chatId/all',
    access: 'session',
    group,
    summary: 'As mensagens agendadas de uma conversa',
    params: zChatIdParam,
    response: zTasksResponse,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/tasks/:id',
    access: 'session',
    group,
    summary: 'Altera uma mensagem agendada que ainda não saiu',
    params: zIdParam,
    body: zTaskRequest,
    response: zTaskResponse,
    invalidates: ['tasks', 'chats'],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/tasks/:id',
    access: 'session',
    group,
    summary: 'Exclui uma mensagem agendada',
    params: zIdParam,
    response: zMessageResponse,
    invalidates: ['tasks', 'chats'],
  }),
  complete: defineEndpoint({
    method: 'POST',
    path: '/api/tasks/:id/complete',
    access: 'session',
    group,
    summary: 'Marca uma mensagem agendada como concluída',
    params: zIdParam,
    response: zTaskResponse,
    invalidates: ['tasks', 'chats'],
  }),
};
