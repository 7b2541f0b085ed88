import { zMessageResponse, type MessageResponse } from '@conecta/contract';

import { request } from '@/lib/http';

/** DELETE /api/dev/webinstances/{id}?confirm=true, once the person confirmed. */
export function deleteInstance(id: string): Promise<MessageResponse> {
  return request(`/api/dev/webinstances/${encodeURIComponent(id)}?confirm=true`, {
    method: 'DELETE',
    schema: zMessageResponse,
  });
}
