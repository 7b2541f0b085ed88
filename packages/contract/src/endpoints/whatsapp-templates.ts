import { zMessageResponse } from '../schemas/auth.ts';
import { zChatIdParam } from '../schemas/chats.ts';
import { zSentResponse } from '../schemas/messages.ts';
import {
  zAutomaticConsentRequest,
  zAutomaticConsentResponse,
  zAutomaticTemplates,
  zAutomaticTemplatesResponse,
  zChatWindowResponse,
  zCreateTemplateRequest,
  zSendTemplateRequest,
  zTemplateUsageResponse,
  zWhatsappTemplatesResponse,
} from '../schemas/whatsapp-templates.ts';
import { defineEndpoint } from './define-endpoint.ts';

const group = 'Modelos do WhatsApp';

/** The 24-hour window of a chat and the templates that may be sent outside it (API oficial). */
export const whatsappTemplateEndpoints = {
  chatWindow: defineEndpoint({
    method: 'GET',
    path: '/dashboard/chats/:chatId/window',
    access: 'session',
    group,
    summary: 'Quando fecha a janela de 24 horas da conversa (nula fora da API oficial)',
    params: zChatIdParam,
    response: zChatWindowResponse,
  }),
  setConsent: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/chats/:chatId/automatic-consent',
    access: 'session',
    group,
    summary:
      'Registra (ou retira) o consentimento do paciente para mensagens automáticas por modelo fora da janela',
    params: zChatIdParam,
    body: zAutomaticConsentRequest,
    response: zAutomaticConsentResponse,
    // The chat window's answer (its consent) is kept under the messages.
    invalidates: ['chats', 'messages'],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/dashboard/whatsapp-templates',
    access: 'session',
    group,
    summary: 'Os modelos de mensagem da clínica, como sincronizados da Meta',
    response: zWhatsappTemplatesResponse,
  }),
  sync: defineEndpoint({
    method: 'POST',
    path: '/dashboard/whatsapp-templates/sync',
    access: 'responsavel',
    group,
    summary: 'Busca de novo na Meta os modelos da conta (nome, idioma, categoria, situação)',
    response: zWhatsappTemplatesResponse,
    invalidates: ['templates'],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/dashboard/whatsapp-templates',
    access: 'responsavel',
    group,
    summary: 'Cria um modelo e o envia para aprovação da Meta',
    body: zCreateTemplateRequest,
    status: 201,
    response: zMessageResponse,
    invalidates: ['templates'],
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/dashboard/messages/send-template',
    access: 'session',
    group,
    summary: 'Envia um modelo aprovado à conversa, com as variáveis preenchidas',
    body: zSendTemplateRequest,
    response: zSentResponse,
    invalidates: ['messages', 'chats'],
  }),
  automatic: defineEndpoint({
    method: 'GET',
    path: '/dashboard/whatsapp-templates/automatic',
    access: 'session',
    group,
    summary: 'Os modelos escolhidos para os envios automáticos fora da janela de 24 horas',
    response: zAutomaticTemplatesResponse,
  }),
  setAutomatic: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/whatsapp-templates/automatic',
    access: 'responsavel',
    group,
    summary:
      'Escolhe o modelo de utilidade aprovado dos lembretes e o das rotinas e mensagens agendadas',
    body: zAutomaticTemplates,
    response: zAutomaticTemplatesResponse,
    invalidates: ['templates'],
  }),
  usage: defineEndpoint({
    method: 'GET',
    path: '/dashboard/whatsapp-templates/usage',
    access: 'session',
    group,
    summary: 'Quantos modelos a clínica enviou neste mês, por categoria (a Meta cobra por modelo)',
    response: zTemplateUsageResponse,
  }),
};
