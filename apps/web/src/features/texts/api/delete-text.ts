import { zMessageResponse, type MessageResponse } from '@conecta/contract';

import { request } from '@/lib/http';

/** DELETE /dashboard/pre-configured-texts/{id}: 'Texto removido!'. */
export function deleteText(id: string): Promise<MessageResponse> {
  return request(`/dashboard/pre-configured-texts/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: zMessageResponse,
  });
}
