import { MSG } from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { type RoutineInput, type RoutineRow, routinesRepo } from './routines-repo.ts';

const view = (r: RoutineRow) => ({
  id: r.id,
  sequenceNumber: r.sequenceNumber,
  textContent: r.textContent,
  hoursDelay: r.hoursDelay,
});
const taken = () => new AppError('CONFLICT', MSG.routineRules.slotTaken);
const notFound = () => new AppError('NOT_FOUND', MSG.routineRules.notFound);

export function createRoutinesService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async list(clinicId: string) {
      const rows = await routinesRepo.list(db, clinicId);
      return {
        success: true as const,
        message: `${rows.length} rotinas`,
        routines: rows.map(view),
      };
    },
    async create(clinicId: string, input: RoutineInput) {
      const row = await routinesRepo.insert(db, clinicId, input, clock());
      if (row === 'taken') throw taken();
      return { success: true as const, message: MSG.routineRules.created, routine: view(row) };
    },
    async update(clinicId: string, id: string, input: RoutineInput) {
      const row = await routinesRepo.update(db, clinicId, id, input, clock());
      if (row === 'taken') throw taken();
      if (!row) throw notFound();
      return { success: true as const, message: MSG.routineRules.updated, routine: view(row) };
    },
    async remove(clinicId: string, id: string) {
      if (!(await routinesRepo.delete(db, clinicId, id))) throw notFound();
      return { success: true as const, message: MSG.routineRules.removed };
    },
  };
}
export type RoutinesService = ReturnType<typeof createRoutinesService>;
