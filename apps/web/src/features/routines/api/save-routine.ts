import { zRoutineResponse, type RoutineRequest } from '@conecta/contract';
import type { z } from 'zod';

import { request } from '@/lib/http';

export type RoutineAnswer = z.infer<typeof zRoutineResponse>;

/** POST /dashboard/routines: 201 'Rotina criada!'; 400 bad text or hours, 409 slot taken. */
export function createRoutine(body: RoutineRequest): Promise<RoutineAnswer> {
  return request('/dashboard/routines', { method: 'POST', body, schema: zRoutineResponse });
}

/** PUT /dashboard/routines/{id}: 'Rotina atualizada!'; 400, 404, 409. */
export function updateRoutine(id: string, body: RoutineRequest): Promise<RoutineAnswer> {
  return request(`/dashboard/routines/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    schema: zRoutineResponse,
  });
}
