import { lazy, Suspense } from 'react';

// The charting library (uPlot) arrives with the first chart, after the numbers are on screen.
const BarChart = lazy(async () => ({ default: (await import('./bar-chart')).BarChart }));

/** The figures' colours: the brand green, and a blue and a red that read on white and beside it. */
export const REPORT_COLORS = { green: '#047857', blue: '#2563eb', red: '#b91c1c' } as const;

/** A bar chart, lazily loaded; its place is kept while the library arrives. */
export function ReportChart(props: Parameters<typeof BarChart>[0]) {
  return (
    <Suspense fallback={<div className="h-[220px]" aria-hidden="true" />}>
      <BarChart {...props} />
    </Suspense>
  );
}

/** A figure's CSV name: the figure and the period's days. */
export const reportFileName = (kind: string, r: { firstDay: string; lastDay: string }) =>
  `relatorio-${kind}-${r.firstDay}-a-${r.lastDay}.csv`;
