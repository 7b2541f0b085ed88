import { MSG, nextOpening, openingLabel } from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { clinicSettingsRepo } from '../clinic-settings/index.ts';
import { routineRunsRepo } from './routine-runs-repo.ts';
import { type RoutineInput, type RoutineRow, routinesRepo } from './routines-repo.ts';

const HOUR_MS = 3_600_000;

const view = (r: RoutineRow) => ({
  id: r.id,
  sequenceNumber: r.sequenceNumber,
  textContent: r.textContent,
  textVariants: r.textVariants,
  hoursDelay: r.hoursDelay,
});
const taken = () => new AppError('CONFLICT', MSG.routineRules.slotTaken);
const notFound = () => new AppError('NOT_FOUND', MSG.routineRules.notFound);

export function createRoutinesService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  /** A reach and when it would go: closed now, it waits for the opening (automaticSendAt). */
  async function answer(clinicId: string, count: number, message: string, now: Date) {
    const hours = await clinicSettingsRepo.openingHours(db, clinicId);
    const opensAt = hours ? nextOpening(hours, now) : now;
    const closed = hours !== null && opensAt.getTime() > now.getTime();
    return {
      success: true as const,
      count,
      message,
      opensAt: closed ? opensAt.toISOString() : null,
      opensAtLabel: closed ? openingLabel(opensAt, now, hours.timeZone) : null,
    };
  }
  return {
    async list(clinicId: string) {
      const rows = await routinesRepo.list(db, clinicId);
      return {
        success: true as const,
        message: `${rows.length} rotinas`,
        routines: rows.map(view),
      };
    },
    /**
     * A clinic's first routine also says how far back routines reach: from now (default) or
     * `reachBackHours` before. Older conversations are never messaged by surprise.
     */
    async create(clinicId: string, input: RoutineInput & { reachBackHours?: number }) {
      const { reachBackHours = 0, ...routine } = input;
      const now = clock();
      const first = (await routinesRepo.list(db, clinicId)).length === 0;
      const row = await routinesRepo.insert(db, clinicId, routine, now);
      if (first && row !== 'taken')
        await clinicSettingsRepo.setRoutinesSince(
          db,
          clinicId,
          new Date(now.getTime() - reachBackHours * HOUR_MS),
        );
      if (row === 'taken') throw taken();
      return { success: true as const, message: MSG.routineRules.created, routine: view(row) };
    },
    async update(clinicId: string, id: string, input: RoutineInput & { reachBackHours?: number }) {
      const { reachBackHours: _firstOnly, ...routine } = input;
      const row = await routinesRepo.update(db, clinicId, id, routine, clock());
      if (row === 'taken') throw taken();
      if (!row) throw notFound();
      return { success: true as const, message: MSG.routineRules.updated, routine: view(row) };
    },
    /** How many conversations saving slot `sequenceNumber` with `hoursDelay` would reach now. */
    async reach(
      clinicId: string,
      q: { sequenceNumber: number; hoursDelay: number; reachBackHours?: number | undefined },
    ) {
      const now = clock();
      const since =
        (await clinicSettingsRepo.routinesSince(db, clinicId)) ??
        new Date(now.getTime() - (q.reachBackHours ?? 0) * HOUR_MS);
      const count = await routineRunsRepo.countReach(db, clinicId, {
        sequenceNumber: q.sequenceNumber,
        hoursDelay: q.hoursDelay,
        since,
        now,
      });
      return answer(clinicId, count, MSG.routineRules.reach(count), now);
    },
    /**
     * What removing a routine would send now: the conversations waiting for it go on to the next
     * slot, and those that have already waited that slot's hours get it at once (or at the
     * opening). Nothing when no slot comes after it.
     */
    async removalReach(clinicId: string, id: string) {
      const now = clock();
      const rows = await routinesRepo.list(db, clinicId);
      const removed = rows.find((r) => r.id === id);
      if (!removed) throw notFound();
      const next = rows.find((r) => r.sequenceNumber > removed.sequenceNumber);
      const since = await clinicSettingsRepo.routinesSince(db, clinicId);
      // Waiting for `removed` is having it as the next step: the count of its slot, measured
      // with the next one's hours.
      const count =
        next && since
          ? await routineRunsRepo.countReach(db, clinicId, {
              sequenceNumber: removed.sequenceNumber,
              hoursDelay: next.hoursDelay,
              since,
              now,
            })
          : 0;
      return answer(clinicId, count, MSG.routineRules.removalReach(count), now);
    },

    async remove(clinicId: string, id: string) {
      if (!(await routinesRepo.delete(db, clinicId, id))) throw notFound();
      return { success: true as const, message: MSG.routineRules.removed };
    },
  };
}
export type RoutinesService = ReturnType<typeof createRoutinesService>;
