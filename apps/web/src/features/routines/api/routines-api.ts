import {
  routineEndpoints,
  type Routine,
  type RoutineReachResponse,
  type RoutineRequest,
  type zRoutineResponse,
} from '@conecta/contract';
import type { z } from 'zod';

import { callEndpoint } from '@/lib/call-endpoint';

export type RoutineAnswer = z.infer<typeof zRoutineResponse>;

/** The configured slots (1 to 7), in any order. */
export async function listRoutines(signal?: AbortSignal): Promise<Routine[]> {
  const { routines } = await callEndpoint(routineEndpoints.list, {}, { signal });
  return routines;
}

/** 201 'Rotina criada!'; 400 bad text or hours, 409 slot taken. */
export function createRoutine(body: RoutineRequest): Promise<RoutineAnswer> {
  return callEndpoint(routineEndpoints.create, { body });
}

/** 'Rotina atualizada!'; 400, 404, 409. */
export function updateRoutine(id: string, body: RoutineRequest): Promise<RoutineAnswer> {
  return callEndpoint(routineEndpoints.update, { params: { id }, body });
}

/** 'Rotina removida!'; the slot is free again. */
export function deleteRoutine(id: string): Promise<RoutineAnswer> {
  return callEndpoint(routineEndpoints.remove, { params: { id } });
}

/** How many conversations saving this would reach now. */
export function getRoutineReach(
  q: { sequenceNumber: number; hoursDelay: number; reachBackHours: number },
  signal?: AbortSignal,
): Promise<RoutineReachResponse> {
  return callEndpoint(routineEndpoints.reach, { query: q }, { signal });
}

/** What removing it would send now (the next slot). */
export function getRemovalReach(id: string): Promise<RoutineReachResponse> {
  return callEndpoint(routineEndpoints.removalReach, { params: { id } });
}
