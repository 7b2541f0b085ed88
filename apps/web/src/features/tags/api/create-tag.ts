import { zTagResponse, type TagRequest } from '@conecta/contract';
import type { z } from 'zod';

import { request } from '@/lib/http';

export type TagAnswer = z.infer<typeof zTagResponse>;

/** POST /dashboard/tags: 201 'Etiqueta criada!'; 400 bad name or colour, 409 name taken. */
export function createTag(body: TagRequest): Promise<TagAnswer> {
  return request('/dashboard/tags', { method: 'POST', body, schema: zTagResponse });
}
