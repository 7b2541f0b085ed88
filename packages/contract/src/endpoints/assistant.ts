import { z } from 'zod';

import { zChatIdParam } from '../schemas/chats.ts';
import {
  zAssistantSettings,
  zAssistantSettingsRequest,
  zAssistantStatus,
  zChatSummaryResponse,
  zTranscribeParams,
  zTranscribeResponse,
} from '../schemas/assistant.ts';
import { defineEndpoint } from './define-endpoint.ts';

const group = 'Assistente';

export const assistantEndpoints = {
  status: defineEndpoint({
    method: 'GET',
    path: '/dashboard/assistant',
    access: 'session',
    group,
    summary: 'Se o assistente existe neste servidor, está ligado na clínica e transcreve áudio',
    response: zAssistantStatus,
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/dashboard/assistant/settings',
    access: 'responsavel',
    group,
    summary: 'As configurações do assistente, o provedor e o uso do mês',
    response: zAssistantSettings,
  }),
  updateSettings: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/assistant/settings',
    access: 'responsavel',
    group,
    summary: 'Liga ou desliga o assistente e salva a base de conhecimento',
    body: zAssistantSettingsRequest,
    response: zAssistantSettings,
    invalidates: ['clinic'],
  }),
  transcribe: defineEndpoint({
    method: 'POST',
    path: '/dashboard/chats/:chatId/audios/:id/transcribe',
    access: 'session',
    group,
    summary: 'Transcreve uma nota de voz; o texto fica guardado com a mensagem',
    params: zTranscribeParams,
    response: zTranscribeResponse,
    invalidates: ['messages'],
  }),
  suggestReply: defineEndpoint({
    method: 'POST',
    path: '/dashboard/chats/:chatId/suggest-reply',
    access: 'session',
    group,
    summary: 'Escreve uma sugestão de resposta, enviada aos pedaços enquanto é escrita',
    description:
      'A sugestão nunca é enviada ao paciente: ela volta para quem pediu, que revisa e envia. Os erros antes do primeiro pedaço respondem no formato de erro de sempre (JSON).',
    params: zChatIdParam,
    response: z.string(),
    produces: { type: 'text/plain', description: 'O texto da sugestão, em UTF-8, aos pedaços' },
    // Only the month's count changes, read when the settings open.
    invalidates: [],
  }),
  summarize: defineEndpoint({
    method: 'POST',
    path: '/dashboard/chats/:chatId/summary',
    access: 'session',
    group,
    summary: 'Resume a conversa em três partes para quem assume o atendimento',
    description:
      'O que o paciente quer, o que foi prometido e o que está pendente, a partir das últimas mensagens (mascaradas). O resumo volta para quem pediu; nada é guardado nem enviado ao paciente.',
    params: zChatIdParam,
    response: zChatSummaryResponse,
    // Only the month's count changes, read when the settings open.
    invalidates: [],
  }),
};
