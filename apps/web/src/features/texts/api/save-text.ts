import { zTextResponse, type TextRequest } from '@conecta/contract';
import type { z } from 'zod';

import { request } from '@/lib/http';

export type TextAnswer = z.infer<typeof zTextResponse>;

/** POST /dashboard/pre-configured-texts: 201 'Texto criado!'; 400 blank or too long. */
export function createText(body: TextRequest): Promise<TextAnswer> {
  return request('/dashboard/pre-configured-texts', {
    method: 'POST',
    body,
    schema: zTextResponse,
  });
}

/** PUT /dashboard/pre-configured-texts/{id}: 'Texto atualizado!'; 400, 404. */
export function updateText(id: string, body: TextRequest): Promise<TextAnswer> {
  return request(`/dashboard/pre-configured-texts/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    schema: zTextResponse,
  });
}
