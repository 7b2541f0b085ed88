import { zMessageResponse } from '../schemas/auth.ts';
import { zChatIdParam } from '../schemas/chats.ts';
import {
  zMentionsResponse,
  zNoteIdParam,
  zNoteRequest,
  zNoteResponse,
  zNotesResponse,
} from '../schemas/notes.ts';
import { defineEndpoint } from './define-endpoint.ts';

const group = 'Notas internas';

/**
 * The team's internal notes in a chat (issue 54): stored apart from the messages, so none is ever
 * sent to a provider, counted in 'Relatórios' or read by the automations.
 */
export const noteEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/dashboard/chats/:chatId/notes',
    access: 'session',
    group,
    summary: 'As notas internas de uma conversa, da mais antiga para a mais nova',
    params: zChatIdParam,
    response: zNotesResponse,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/dashboard/chats/:chatId/notes',
    access: 'session',
    group,
    summary: 'Escreve uma nota interna (só a equipe vê), mencionando membros da equipe',
    params: zChatIdParam,
    body: zNoteRequest,
    status: 201,
    response: zNoteResponse,
    invalidates: ['notes'],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/notes/:id',
    access: 'session',
    group,
    summary: 'Edita uma nota interna própria',
    params: zNoteIdParam,
    body: zNoteRequest,
    response: zNoteResponse,
    invalidates: ['notes'],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/dashboard/notes/:id',
    access: 'session',
    group,
    summary: 'Exclui uma nota interna (a própria; o Responsável, qualquer uma)',
    params: zNoteIdParam,
    response: zMessageResponse,
    invalidates: ['notes'],
  }),
  mentions: defineEndpoint({
    method: 'GET',
    path: '/dashboard/mentions',
    access: 'session',
    group,
    summary: 'As conversas com menções a você ainda não vistas (o filtro Menções do quadro)',
    response: zMentionsResponse,
  }),
  readMentions: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/chats/:chatId/mentions/read',
    access: 'session',
    group,
    summary: 'Marca como vistas as menções a você nesta conversa (ao abri-la)',
    params: zChatIdParam,
    response: zMessageResponse,
    invalidates: ['notes'],
  }),
};
