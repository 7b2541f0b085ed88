import { zSentResponse, type SendMessageRequest, type SentResponse } from '@conecta/contract';

import { request } from '@/lib/http';

/** POST /dashboard/messages/send: 502 when the provider fails, 422 when the account cannot send. */
export function sendMessage(body: SendMessageRequest): Promise<SentResponse> {
  return request('/dashboard/messages/send', { method: 'POST', body, schema: zSentResponse });
}
