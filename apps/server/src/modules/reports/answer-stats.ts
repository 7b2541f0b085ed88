import { type AnswerStats, nextOpening, type OpeningHours } from '@conecta/contract';

/**
 * Seconds from a patient's run to its answer. With opening hours switched on, the clock starts
 * at the next opening when the run began while the clinic was closed (a message at 22:00
 * answered at 08:05 took 5 minutes); an answer before that opening counts as 0. Closed time
 * within a wait that began while open is still counted (see docs/product.md).
 */
export function answerSeconds(
  hours: OpeningHours | null,
  startedAt: Date,
  answeredAt: Date,
): number {
  const clockStarts = hours?.enabled ? nextOpening(hours, startedAt) : startedAt;
  return Math.max(0, Math.round((answeredAt.getTime() - clockStarts.getTime()) / 1000));
}

/** The value at quantile `q` (nearest rank: the smallest value with at least q of them at or below). */
function quantile(sorted: number[], q: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[rank - 1]!;
}

/** Median, p90 and the shares answered within 5, 15 and 60 minutes. */
export function answerStats(seconds: number[]): AnswerStats {
  const sorted = [...seconds].sort((a, b) => a - b);
  const n = sorted.length;
  const share = (limit: number) => (n === 0 ? 0 : sorted.filter((s) => s <= limit).length / n);
  return {
    answered: n,
    medianSeconds: quantile(sorted, 0.5),
    p90Seconds: quantile(sorted, 0.9),
    within5: share(5 * 60),
    within15: share(15 * 60),
    within60: share(60 * 60),
  };
}
