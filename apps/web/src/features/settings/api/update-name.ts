import {
  zUpdateNameResponse,
  type UpdateNameRequest,
  type UpdateNameResponse,
} from '@conecta/contract';

import { request } from '@/lib/http';

/** PUT /api/profile/update-name: 'Nome atualizado com sucesso!'; 400 empty or too long. */
export function updateName(body: UpdateNameRequest): Promise<UpdateNameResponse> {
  return request('/api/profile/update-name', { method: 'PUT', body, schema: zUpdateNameResponse });
}
