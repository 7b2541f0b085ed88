import type { AnswerStats } from '@conecta/contract';

/** A group of answered runs as the database sums them (reports-repo.ts's answerFigures). */
export interface AnswerSums {
  answered: number;
  medianSeconds: number | null;
  p90Seconds: number | null;
  /** How many within 5, 15 and 60 minutes (inclusive). */
  within: readonly [number, number, number];
}

/** Median, p90 and the shares answered within 5, 15 and 60 minutes (none: zeros and nulls). */
export function answerStats(sums: AnswerSums | undefined): AnswerStats {
  const n = sums?.answered ?? 0;
  const share = (k: number) => (n === 0 ? 0 : k / n);
  return {
    answered: n,
    medianSeconds: n === 0 ? null : (sums?.medianSeconds ?? null),
    p90Seconds: n === 0 ? null : (sums?.p90Seconds ?? null),
    within5: share(sums?.within[0] ?? 0),
    within15: share(sums?.within[1] ?? 0),
    within60: share(sums?.within[2] ?? 0),
  };
}
