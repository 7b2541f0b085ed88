import { zRoutineResponse } from '@conecta/contract';

import { request } from '@/lib/http';

import type { RoutineAnswer } from './save-routine';

/** DELETE /dashboard/routines/{id}: 'Rotina removida!'; the slot is free again. */
export function deleteRoutine(id: string): Promise<RoutineAnswer> {
  return request(`/dashboard/routines/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: zRoutineResponse,
  });
}
