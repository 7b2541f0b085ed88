import { zIdParam } from '../schemas/admin.ts';
import { zMessageResponse } from '../schemas/auth.ts';
import { zChatIdParam } from '../schemas/chats.ts';
import {
  zChatTagsRequest,
  zChatTagsResponse,
  zTagRequest,
  zTagResponse,
  zTagsResponse,
} from '../schemas/tags.ts';
import { defineEndpoint } from './define-endpoint.ts';

const group = 'Etiquetas';

export const tagEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/dashboard/tags',
    access: 'session',
    group,
    summary: 'As etiquetas da conta',
    response: zTagsResponse,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/dashboard/tags',
    access: 'session',
    group,
    summary: 'Cria uma etiqueta (nome único sem diferenciar maiúsculas, cor da paleta)',
    body: zTagRequest,
    status: 201,
    response: zTagResponse,
    invalidates: ['tags'],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/tags/:id',
    access: 'session',
    group,
    summary: 'Altera o nome ou a cor de uma etiqueta',
    params: zIdParam,
    body: zTagRequest,
    response: zTagResponse,
    invalidates: ['tags', 'chats'],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/dashboard/tags/:id',
    access: 'session',
    group,
    summary: 'Exclui uma etiqueta e a tira das conversas',
    params: zIdParam,
    response: zMessageResponse,
    invalidates: ['tags', 'chats'],
  }),
  setChatTags: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/zapi/chats/:chatId/tags',
    access: 'session',
    group,
    summary: 'Define as etiquetas de uma conversa',
    params: zChatIdParam,
    body: zChatTagsRequest,
    response: zChatTagsResponse,
    invalidates: ['chats'],
  }),
};
