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
    // would run into its neighbours (about 6.5 px a character at the axis font): it breaks into
    // two lines at its first space, or, when a line is still too wide (a phone), at every space.
    // A label may come broken already ('Lead Frio →\nLead Quente'). Labels without a space (the
    // days of a month, '29/10') cannot break: every second or third is shown instead.
    const slot = width / Math.max(1, labels.length);
    const fits = (l: string) => l.split('\n').every((line) => line.length * 6.5 <= slot - 8);
    const breakable = labels.some((l) => /[ \n]/.test(l));
    const broken = labels.map((l) => {
      if (fits(l) || !breakable) return l;
      const two = l.includes('\n') ? l : l.replace(' ', '\n');
      return fits(two) ? two : l.replaceAll(/\s+/g, '\n');
    });
    const longest = Math.max(...labels.map((l) => l.length));
    const step = breakable || labels.every(fits) ? 1 : Math.ceil((longest * 6.5 + 10) / slot);
    const shown = broken.map((l, i) => (i % step === 0 ? l : ''));
    const lines = Math.max(...shown.map((l) => l.split('\n').length));
    const bars = uPlot.paths.bars!({ size: [0.8 / Math.max(1, series.length), 64], gap: 2 });
    const plot = new uPlot(
      {
        width,
        height: 220,
        // uPlot's legend follows a cursor this chart does not have: the legend is ours, below.
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: { time: false, range: [-0.5, labels.length - 0.5] },
          // Bars stand on zero: a scale from the smallest value would make 10 look like nothing.
          y: { range: (_u, _min, max) => uPlot.rangeNum(0, Math.max(1, max), 0.1, true) },
        },
        axes: [
          {
            values: (_u, splits) => splits.map((s) => shown[s] ?? ''),
            splits: () => xs,
            ...(lines > 1 ? { size: 24 + lines * 14 } : {}),
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
