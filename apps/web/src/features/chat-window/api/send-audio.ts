import { zSentResponse, type SendAudioRequest, type SentResponse } from '@conecta/contract';

import { request } from '@/lib/http';

/** POST /dashboard/messages/send-audio: an audio/mpeg data URL; 413 over 16 MB or 5 minutes. */
export function sendAudio(body: SendAudioRequest): Promise<SentResponse> {
  return request('/dashboard/messages/send-audio', {
    method: 'POST',
    body,
    schema: zSentResponse,
  });
}
