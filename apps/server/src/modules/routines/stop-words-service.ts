import { MSG, normaliseStopWord, STOP_WORDS } from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import { clinicSettingsRepo } from '../clinic-settings/index.ts';

const view = (words: string[] | null) => ({
  success: true as const,
  words: words ?? [...STOP_WORDS],
  defaults: [...STOP_WORDS],
  custom: words !== null,
});

/**
 * The clinic's stop words: the patient messages that end its routines. Kept as typed (the
 * comparison ignores case and accents), without repeats.
 */
export function createStopWordsService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async get(clinicId: string) {
      return view(await clinicSettingsRepo.stopWords(db, clinicId));
    },
    async set(clinicId: string, words: string[] | null) {
      const seen = new Set<string>();
      const kept = words?.filter((w) => {
        const key = normaliseStopWord(w);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      await clinicSettingsRepo.setStopWords(db, clinicId, kept ?? null);
      return {
        ...view(kept ?? null),
        message: kept ? MSG.routineRules.stopWordsSaved : MSG.routineRules.stopWordsReset,
      };
    },
  };
}
export type StopWordsService = ReturnType<typeof createStopWordsService>;
