import { zTagResponse, type TagRequest } from '@conecta/contract';

import { request } from '@/lib/http';

import type { TagAnswer } from './create-tag';

/** PUT /dashboard/tags/{id}: 'Etiqueta atualizada!'; 400, 404, 409 name taken. */
export function updateTag(id: string, body: TagRequest): Promise<TagAnswer> {
  return request(`/dashboard/tags/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    schema: zTagResponse,
  });
}
