import { zMessageResponse } from '../schemas/auth.ts';
import {
  zChatChangesQuery,
  zChatChangesResponse,
  zChatIdParam,
  zMessageSearchQuery,
  zMessageSearchResponse,
  zMoveColumnRequest,
  zMoveColumnResponse,
} from '../schemas/chats.ts';
import { zChatsResponse } from '../schemas/connection.ts';
import { zResetRoutineRequest } from '../schemas/tasks.ts';
import { zAssignRequest, zAssignResponse } from '../schemas/team.ts';
import { defineEndpoint } from './define-endpoint.ts';

const group = 'Quadro';

export const chatEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/dashboard/zapi/chats',
    access: 'session',
    group,
    summary: 'Todas as conversas do quadro, com etiquetas e próximos envios',
    response: zChatsResponse,
  }),
  searchMessages: defineEndpoint({
    method: 'GET',
    path: '/dashboard/chats/search',
    access: 'session',
    group,
    summary: 'As conversas com uma mensagem que contém o texto (a busca do quadro)',
    query: zMessageSearchQuery,
    response: zMessageSearchResponse,
  }),
  changes: defineEndpoint({
    method: 'GET',
    path: '/dashboard/zapi/chats/changes',
    access: 'session',
    group,
    summary:
      'As conversas alteradas desde um ponto de sincronização (o cabeçalho x-board-cursor da lista)',
    query: zChatChangesQuery,
    response: zChatChangesResponse,
  }),
  move: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/zapi/chats/:chatId/column',
    access: 'session',
    group,
    summary: 'Move a conversa para outra coluna',
    params: zChatIdParam,
    body: zMoveColumnRequest,
    response: zMoveColumnResponse,
    invalidates: ['chats'],
  }),
  assign: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/zapi/chats/:chatId/assignee',
    access: 'session',
    group,
    summary: 'Atribui a conversa a um membro da equipe (ou a ninguém, com userId nulo)',
    params: zChatIdParam,
    body: zAssignRequest,
    response: zAssignResponse,
    invalidates: ['chats'],
  }),
  resetRoutine: defineEndpoint({
    method: 'PATCH',
    path: '/dashboard/chats/:chatId/reset-routine',
    access: 'session',
    group,
    summary: 'Reinicia as rotinas automáticas da conversa',
    params: zChatIdParam,
    body: zResetRoutineRequest,
    response: zMessageResponse,
    invalidates: ['chats'],
  }),
};
