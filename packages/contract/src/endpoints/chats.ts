import { zMessageResponse } from '../schemas/auth.ts';
import {
  zBoardCountsResponse,
  zBoardListResponse,
  zBoardPageQuery,
  zBoardViewQuery,
} from '../schemas/board-pages.ts';
import {
  zChatChangesQuery,
  zChatChangesResponse,
  zChatIdParam,
  zMessageSearchQuery,
  zMessageSearchResponse,
  zMoveColumnRequest,
  zMoveColumnResponse,
} from '../schemas/chats.ts';
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
    summary:
      'As conversas do quadro, com etiquetas e próximos envios: todas, ou com limit a primeira página de cada coluna (com column e after, a próxima de uma) e a contagem de cada coluna',
    query: zBoardPageQuery,
    response: zBoardListResponse,
  }),
  counts: defineEndpoint({
    method: 'GET',
    path: '/dashboard/zapi/chats/counts',
    access: 'session',
    group,
    summary: 'Quantas conversas cada coluna do quadro tem, com os filtros e ajustes dados',
    query: zBoardViewQuery,
    response: zBoardCountsResponse,
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
