import { utcToLocal } from '@conecta/contract';

import { answerStats } from './answer-stats.ts';

const QUARTER_MS = 15 * 60_000;

export interface HeatmapCell {
  weekday: number;
  hour: number;
  answered: number;
  medianSeconds: number | null;
}

/**
 * The answered runs by the weekday (0 Sunday) and hour, in `timeZone`, their first message came:
 * the cells with answers, each with its count and median wait.
 */
export function answerHeatmap(
  runs: Array<{ startedAt: Date; seconds: number }>,
  timeZone: string,
): HeatmapCell[] {
  const cells = new Map<string, { weekday: number; hour: number; seconds: number[] }>();
  // Every zone's offset is a multiple of 15 minutes and changes on a quarter hour, so the local
  // weekday and hour are the same through each UTC quarter hour: one zone conversion per quarter
  // instead of one per run (a year of a large clinic is about a million runs, bench/README.md).
  const slots = new Map<number, { weekday: number; hour: number }>();
  for (const run of runs) {
    const quarter = Math.floor(run.startedAt.getTime() / QUARTER_MS);
    let slot = slots.get(quarter);
    if (!slot) {
      const local = utcToLocal(new Date(quarter * QUARTER_MS), timeZone); // 'YYYY-MM-DDTHH:mm...'
      const [y, m, d] = local.slice(0, 10).split('-').map(Number) as [number, number, number];
      slot = {
        weekday: new Date(Date.UTC(y, m - 1, d)).getUTCDay(),
        hour: Number(local.slice(11, 13)),
      };
      slots.set(quarter, slot);
    }
    const { weekday, hour } = slot;
    const key = `${weekday}-${hour}`;
    const cell = cells.get(key) ?? { weekday, hour, seconds: [] };
    cell.seconds.push(run.seconds);
    cells.set(key, cell);
  }
  return [...cells.values()]
    .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour)
    .map((c) => {
      const stats = answerStats(c.seconds);
      return {
        weekday: c.weekday,
        hour: c.hour,
        answered: stats.answered,
        medianSeconds: stats.medianSeconds,
      };
    });
}
