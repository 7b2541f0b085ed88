import { zMessageResponse, type EditMessageRequest, type MessageResponse } from '@conecta/contract';

import { request } from '@/lib/http';

/** PUT /dashboard/messages/edit: 422 for a message that is not an own text. */
export function editMessage(body: EditMessageRequest): Promise<MessageResponse> {
  return request('/dashboard/messages/edit', { method: 'PUT', body, schema: zMessageResponse });
}
