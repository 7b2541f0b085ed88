import { MSG, type RetentionRequest } from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { retentionRepo } from './retention-repo.ts';

/** `months` calendar months before `now`. */
export function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

/** 'Apagar conversas sem atividade há N meses': the clinic's choice, and what it would erase. */
export function createRetentionService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async get(clinicId: string) {
      return { success: true as const, months: await retentionRepo.months(db, clinicId) };
    },
    async set(clinicId: string, input: RetentionRequest) {
      const months = input.months ?? null;
      await retentionRepo.setMonths(db, clinicId, months);
      return { success: true as const, months, message: MSG.privacy.retentionSaved };
    },
    async preview(clinicId: string, months: number) {
      const now = clock();
      const count = await retentionRepo.countInactive(db, clinicId, monthsBefore(now, months), now);
      return { success: true as const, count };
    },
  };
}
export type RetentionService = ReturnType<typeof createRetentionService>;
