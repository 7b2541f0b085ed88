import type { ScoreStats } from '@conecta/contract';

/** A group's satisfaction answers as the database sums them. */
export interface ScoreSums {
  answers: number;
  /** The scores added up. */
  total: number;
  /** Answers of 9 or 10. */
  promoters: number;
  /** Answers of 0 to 6. */
  detractors: number;
}

/**
 * The figures of a group of 0-10 answers: the average to one decimal, the shares of 9-10 and
 * 0-6, and their difference in points (the NPS-like balance); nulls when nobody answered.
 */
export function scoreStats(s: ScoreSums): ScoreStats {
  if (s.answers === 0) return { answers: 0, average: null, promoters: 0, detractors: 0, nps: null };
  const promoters = s.promoters / s.answers;
  const detractors = s.detractors / s.answers;
  return {
    answers: s.answers,
    average: Math.round((s.total / s.answers) * 10) / 10,
    promoters,
    detractors,
    nps: Math.round((promoters - detractors) * 100),
  };
}
