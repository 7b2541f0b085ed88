import { zRoutinesResponse, type Routine } from '@conecta/contract';

import { request } from '@/lib/http';

/** GET /dashboard/routines: the configured slots (1 to 7), in any order. */
export async function listRoutines(signal?: AbortSignal): Promise<Routine[]> {
  const { routines } = await request('/dashboard/routines', { schema: zRoutinesResponse, signal });
  return routines;
}
