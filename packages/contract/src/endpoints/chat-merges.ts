import { zMessageResponse } from '../schemas/auth.ts';
import {
  zMergeIdParam,
  zMergePreviewQuery,
  zMergePreviewResponse,
  zMergeRequest,
  zMergeResponse,
  zUndoableMergesResponse,
} from '../schemas/chat-merges.ts';
import { zChatIdParam } from '../schemas/chats.ts';
import { defineEndpoint } from './define-endpoint.ts';

const group = 'Quadro';

/** 'Mesclar conversas' (issue 48): the Responsável's, on two chats of the clinic. */
export const chatMergeEndpoints = {
  preview: defineEndpoint({
    method: 'GET',
    path: '/dashboard/chats/:chatId/merge-preview',
    access: 'responsavel',
    group,
    summary: 'O que passaria de outra conversa para esta numa mesclagem, contado',
    params: zChatIdParam,
    query: zMergePreviewQuery,
    response: zMergePreviewResponse,
  }),
  merge: defineEndpoint({
    method: 'POST',
    path: '/dashboard/chats/:chatId/merge',
    access: 'responsavel',
    group,
    summary: 'Mescla outra conversa nesta: tudo dela passa para esta, que continua',
    params: zChatIdParam,
    body: zMergeRequest,
    response: zMergeResponse,
    invalidates: ['chats', 'messages', 'notes', 'tasks', 'appointments', 'merges'],
  }),
  undoable: defineEndpoint({
    method: 'GET',
    path: '/dashboard/chats/:chatId/merges',
    access: 'responsavel',
    group,
    summary: 'As mesclagens nesta conversa que ainda podem ser desfeitas hoje',
    params: zChatIdParam,
    response: zUndoableMergesResponse,
  }),
  undo: defineEndpoint({
    method: 'POST',
    path: '/dashboard/chat-merges/:mergeId/undo',
    access: 'responsavel',
    group,
    summary: 'Desfaz uma mesclagem do dia: volta para a conversa separada o que foi mesclado',
    params: zMergeIdParam,
    response: zMessageResponse,
    invalidates: ['chats', 'messages', 'notes', 'tasks', 'appointments', 'merges'],
  }),
};
