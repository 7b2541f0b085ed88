import { z } from 'zod';

import { zMessageResponse } from '../schemas/auth.ts';
import { zSendFileRequest } from '../schemas/attachments.ts';
import { zChatIdParam } from '../schemas/chats.ts';
import {
  zEditMessageRequest,
  zMessagesPageResponse,
  zMessagesQuery,
  zMessagesResponse,
  zSendAudioRequest,
  zSendMessageRequest,
  zSentResponse,
} from '../schemas/messages.ts';
import { defineEndpoint } from './define-endpoint.ts';

const group = 'Mensagens';

/** A received file's signed link: member, message, expiry and signature. */
export const zMediaQuery = z.object({
  u: z.uuid(),
  m: z.uuid(),
  exp: z.coerce.number().int(),
  sig: z.string().min(10).max(100),
});
export const zMediaParams = z.object({ id: z.uuid() });

export const messageEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/dashboard/messages/:chatId',
    access: 'session',
    group,
    summary: 'As mensagens de uma conversa',
    description:
      'Sem parâmetros, todas as mensagens (como na especificação). Com `limit`, só as mais recentes (com `before`, as anteriores a essa mensagem); com `since`, só as gravadas desde esse ponto.',
    params: zChatIdParam,
    query: zMessagesQuery,
    response: z.union([zMessagesPageResponse, zMessagesResponse]),
  }),
  sendText: defineEndpoint({
    method: 'POST',
    path: '/dashboard/messages/send',
    access: 'session',
    group,
    summary: 'Envia um texto',
    body: zSendMessageRequest,
    response: zSentResponse,
    invalidates: ['messages', 'chats'],
  }),
  edit: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/messages/edit',
    access: 'session',
    group,
    summary: 'Edita um texto enviado',
    body: zEditMessageRequest,
    response: zMessageResponse,
    invalidates: ['messages', 'chats'],
  }),
  sendAudio: defineEndpoint({
    method: 'POST',
    path: '/dashboard/messages/send-audio',
    access: 'session',
    group,
    summary: 'Envia um áudio gravado (MP3 em base64)',
    body: zSendAudioRequest,
    response: zSentResponse,
    invalidates: ['messages', 'chats'],
  }),
  sendFile: defineEndpoint({
    method: 'POST',
    path: '/dashboard/messages/send-file',
    access: 'session',
    group,
    summary: 'Envia uma imagem ou um documento (data URL em base64)',
    description:
      'Imagens JPEG, PNG ou WebP até 16 MB; PDF e documentos do Office até 100 MB. `caption` é a legenda; `replyTo`, o `messageId` da mensagem respondida.',
    body: zSendFileRequest,
    response: zSentResponse,
    invalidates: ['messages', 'chats'],
  }),
  markRead: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/chats/:chatId/mark-read',
    access: 'session',
    group,
    summary: 'Marca a conversa como lida',
    params: zChatIdParam,
    response: zMessageResponse,
    invalidates: ['chats'],
  }),
  // Signed links instead of the bearer token: <audio> and <img> cannot send headers.
  media: defineEndpoint({
    method: 'GET',
    path: '/dashboard/media/:id',
    access: 'public',
    group,
    summary: 'Um arquivo recebido, por link assinado (sem sessão)',
    params: zMediaParams,
    query: zMediaQuery,
    response: z.unknown().meta({ type: 'string', format: 'binary' }),
    produces: { type: 'application/octet-stream', description: 'O arquivo, com o tipo dele' },
  }),
};
