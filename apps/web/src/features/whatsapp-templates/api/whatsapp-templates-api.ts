import {
  whatsappTemplateEndpoints,
  type CreateTemplateRequest,
  type MessageResponse,
  type WhatsappTemplatesResponse,
} from '@conecta/contract';

import { callEndpoint } from '@/lib/call-endpoint';

export const templatesKeys = { all: ['whatsapp-templates'] as const };

export function listTemplates(signal?: AbortSignal): Promise<WhatsappTemplatesResponse> {
  return callEndpoint(whatsappTemplateEndpoints.list, {}, { signal });
}

/** 422 when the clinic's provider has no templates (Z-API); 502 when Meta fails. */
export function syncTemplates(): Promise<WhatsappTemplatesResponse> {
  return callEndpoint(whatsappTemplateEndpoints.sync, {});
}

export function createTemplate(body: CreateTemplateRequest): Promise<MessageResponse> {
  return callEndpoint(whatsappTemplateEndpoints.create, { body });
}
