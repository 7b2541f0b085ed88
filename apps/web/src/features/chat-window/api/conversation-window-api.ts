import {
  whatsappTemplateEndpoints,
  type AutomaticConsentResponse,
  type ChatWindowResponse,
  type SendTemplateRequest,
  type SentResponse,
  type WhatsappTemplatesResponse,
} from '@conecta/contract';

import { callEndpoint } from '@/lib/call-endpoint';

/** The chat's 24-hour window; `window: null` where the clinic's provider has none. */
export function fetchChatWindow(chatId: string, signal?: AbortSignal): Promise<ChatWindowResponse> {
  return callEndpoint(whatsappTemplateEndpoints.chatWindow, { params: { chatId } }, { signal });
}

export function fetchTemplates(signal?: AbortSignal): Promise<WhatsappTemplatesResponse> {
  return callEndpoint(whatsappTemplateEndpoints.list, {}, { signal });
}

/** 422 when the template is not approved, 400 when a variable is missing. */
export function sendTemplate(body: SendTemplateRequest): Promise<SentResponse> {
  return callEndpoint(whatsappTemplateEndpoints.send, { body });
}

/** 'Registrar consentimento' (`given`) or 'Retirar consentimento'. */
export function setAutomaticConsent(
  chatId: string,
  given: boolean,
): Promise<AutomaticConsentResponse> {
  return callEndpoint(whatsappTemplateEndpoints.setConsent, {
    params: { chatId },
    body: { given },
  });
}
