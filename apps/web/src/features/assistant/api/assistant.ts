import {
  assistantEndpoints,
  type AssistantSettings,
  type AssistantSettingsRequest,
  type AssistantStatus,
} from '@conecta/contract';

import { callEndpoint } from '@/lib/call-endpoint';
import { streamEndpointText } from '@/lib/stream-endpoint-text';

/** Cached under the 'clinic' topic: saving the settings refreshes the status too. */
export const assistantStatusKey = ['clinic', 'assistant', 'status'] as const;
export const assistantSettingsKey = ['clinic', 'assistant', 'settings'] as const;

export function getAssistantStatus(signal?: AbortSignal): Promise<AssistantStatus> {
  return callEndpoint(assistantEndpoints.status, {}, { signal });
}

export function getAssistantSettings(signal?: AbortSignal): Promise<AssistantSettings> {
  return callEndpoint(assistantEndpoints.settings, {}, { signal });
}

export function saveAssistantSettings(body: AssistantSettingsRequest): Promise<AssistantSettings> {
  return callEndpoint(assistantEndpoints.updateSettings, { body });
}

export function transcribeAudio(chatId: string, id: string) {
  return callEndpoint(assistantEndpoints.transcribe, { params: { chatId, id } });
}

/** The draft as it is written: `onText` gets all of it so far. */
export function streamSuggestion(
  chatId: string,
  onText: (text: string) => void,
  signal: AbortSignal,
): Promise<string> {
  return streamEndpointText(
    assistantEndpoints.suggestReply,
    { params: { chatId } },
    onText,
    signal,
  );
}

export function summarizeChat(chatId: string, signal?: AbortSignal) {
  return callEndpoint(assistantEndpoints.summarize, { params: { chatId } }, { signal });
}
