import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface BarSeries {
  label: string;
  values: number[];
  color: string;
}

/**
 * Bars over categories (days, columns, members) drawn by uPlot on a canvas: the chart is for the
 * eye, hidden from screen readers (aria-hidden); the table beside it says the same numbers.
 */
export function BarChart({ labels, series }: { labels: string[]; series: BarSeries[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el || labels.length === 0) return;
    const width = Math.max(280, el.clientWidth || 600);
    const xs = labels.map((_, i) => i);
    // A category name wider than its slot ('Atendimento Humanizado' in a seven-column funnel)
    // would run into its neighbours: it breaks into two lines at its first space instead
    // (about 6.5 px a character at the axis font).
    const slot = width / Math.max(1, labels.length);
    const wraps = labels.some((l) => l.length * 6.5 > slot - 8);
    const shown = labels.map((l) => (wraps ? l.replace(' ', '\n') : l));
    const bars = uPlot.paths.bars!({ size: [0.8 / Math.max(1, series.length), 64], gap: 2 });
    const plot = new uPlot(
      {
        width,
        height: 220,
        // uPlot's legend follows a cursor this chart does not have: the legend is ours, below.
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false, range: [-0.5, labels.length - 0.5] } },
        axes: [
          {
            values: (_u, splits) => splits.map((s) => shown[s] ?? ''),
            splits: () => xs,
            ...(wraps ? { size: 56 } : {}),
          },
          {},
        ],
        series: [
          {},
          ...series.map((s, i) => ({
            label: s.label,
            fill: s.color,
            stroke: s.color,
            paths: bars,
            points: { show: false },
            // Side by side: each series in its own slice of the category.
            ...(series.length > 1
              ? {
                  paths: uPlot.paths.bars!({
                    size: [0.8 / series.length, 64],
                    align: (i === 0 ? -1 : 1) as 1 | -1,
                  }),
                }
              : {}),
          })),
        ],
      },
      [xs, ...series.map((s) => s.values)],
      el,
    );
    return () => plot.destroy();
  }, [labels, series]);
  return (
    <div aria-hidden="true" className="grid gap-2">
      <div ref={box} className="w-full overflow-hidden" />
      {series.length > 1 ? (
        <ul className="flex flex-wrap justify-center gap-4 text-xs">
          {series.map((s) => (
            <li key={s.label} className="flex items-center gap-1.5">
              <span className="inline-block size-3 rounded-sm" style={{ background: s.color }} />
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
