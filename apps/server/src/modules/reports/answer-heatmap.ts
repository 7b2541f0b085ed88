import { utcToLocal } from '@conecta/contract';

import { answerStats } from './answer-stats.ts';

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
  for (const run of runs) {
    const local = utcToLocal(run.startedAt, timeZone); // 'YYYY-MM-DDTHH:mm...'
    const [y, m, d] = local.slice(0, 10).split('-').map(Number) as [number, number, number];
    const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
    const hour = Number(local.slice(11, 13));
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
