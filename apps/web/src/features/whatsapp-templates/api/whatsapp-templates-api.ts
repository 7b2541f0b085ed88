import {
  type AutomaticTemplates,
  type AutomaticTemplatesResponse,
  type TemplateUsageResponse,
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

export const automaticKeys = { all: ['whatsapp-templates', 'automatic'] as const };
export const usageKeys = { all: ['whatsapp-templates', 'usage'] as const };

export function getAutomaticTemplates(signal?: AbortSignal): Promise<AutomaticTemplatesResponse> {
  return callEndpoint(whatsappTemplateEndpoints.automatic, {}, { signal });
}

/** 404 for a template not the clinic's; 422 when it is not approved utility with <= 2 variables. */
export function setAutomaticTemplates(
  body: AutomaticTemplates,
): Promise<AutomaticTemplatesResponse> {
  return callEndpoint(whatsappTemplateEndpoints.setAutomatic, { body });
}

export function getTemplateUsage(signal?: AbortSignal): Promise<TemplateUsageResponse> {
  return callEndpoint(whatsappTemplateEndpoints.usage, {}, { signal });
}
