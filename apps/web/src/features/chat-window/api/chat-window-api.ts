import {
  messageEndpoints,
  type EditMessageRequest,
  type MessageResponse,
  type SendAudioRequest,
  type SendMessageRequest,
  type SentResponse,
} from '@conecta/contract';

import { callEndpoint } from '@/lib/call-endpoint';

/** 502 when the provider fails, 422 when the account cannot send. */
export function sendMessage(body: SendMessageRequest): Promise<SentResponse> {
  return callEndpoint(messageEndpoints.sendText, { body });
}

/** An audio/mpeg data URL; 413 over 16 MB or 5 minutes. */
export function sendAudio(body: SendAudioRequest): Promise<SentResponse> {
  return callEndpoint(messageEndpoints.sendAudio, { body });
}

/** 422 for a message that is not an own text. */
export function editMessage(body: EditMessageRequest): Promise<MessageResponse> {
  return callEndpoint(messageEndpoints.edit, { body });
}

export function markChatRead(chatId: string): Promise<MessageResponse> {
  return callEndpoint(messageEndpoints.markRead, { params: { chatId } });
}
