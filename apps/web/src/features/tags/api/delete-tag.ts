import { zMessageResponse, type MessageResponse } from '@conecta/contract';

import { request } from '@/lib/http';

/** DELETE /dashboard/tags/{id}: 'Etiqueta removida!'; the tag leaves every chat. */
export function deleteTag(id: string): Promise<MessageResponse> {
  return request(`/dashboard/tags/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: zMessageResponse,
  });
}
