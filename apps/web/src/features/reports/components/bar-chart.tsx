import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

import { type MeasureText, xAxisLabels } from '../chart-labels';

/** uPlot's axis font (its default), for measuring the labels as they will be drawn. */
const AXIS_FONT =
  '12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** The labels' real widths where a canvas can tell (the length estimate undercounted wide letters). */
function axisMeasure(): MeasureText | undefined {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return undefined;
  context.font = AXIS_FONT;
  return (line) => context.measureText(line).width;
}

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
  // The box's width decides the drawing: measured before the first paint, and again when it
  // changes (a phone turned, a menu opened beside).
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setWidth(el.clientWidth || 600);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const axis = useMemo(
    () => (width === null ? null : xAxisLabels(labels, Math.max(280, width), axisMeasure())),
    [labels, width],
  );
  const asRows = axis !== null && !axis.fits;
  useEffect(() => {
    const el = box.current;
    if (!el || labels.length === 0 || axis === null || !axis.fits) return;
    const { shown, width: drawn } = axis;
    const xs = labels.map((_, i) => i);
    const lines = Math.max(...shown.map((l) => l.split('\n').length));
    const bars = uPlot.paths.bars!({ size: [0.8 / Math.max(1, series.length), 64], gap: 2 });
    const plot = new uPlot(
      {
        width: drawn,
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
            // A line of the axis font is about 16 px high, with its descenders.
            ...(lines > 1 ? { size: 24 + lines * 16 } : {}),
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
  }, [labels, series, axis]);
  return (
    <div aria-hidden="true" className="grid grid-cols-1 gap-2">
      <div ref={box} className="w-full overflow-hidden" />
      {asRows ? <CategoryRows labels={labels} series={series} /> : null}
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

/**
 * The same bars on their side, one category a row with its name over its bars: where the
 * columns' names would not fit under them. For the eye, as the chart (the table has the numbers).
 */
function CategoryRows({ labels, series }: { labels: string[]; series: BarSeries[] }) {
  const max = useMemo(() => Math.max(1, ...series.flatMap((s) => s.values)), [series]);
  return (
    <ul data-chart-rows className="grid gap-2 text-sm">
      {labels.map((label, i) => (
        <li key={`${label}-${i}`} className="grid gap-1">
          <span className="text-muted-foreground">{label.replaceAll('\n', ' ')}</span>
          {series.map((s) => {
            const value = s.values[i] ?? 0;
            return (
              <span key={s.label} className="flex items-center gap-2">
                <span
                  className="h-3 rounded-sm"
                  style={{ width: `${(value / max) * 85}%`, background: s.color }}
                />
                <span className="text-xs font-medium tabular-nums">{value}</span>
              </span>
            );
          })}
        </li>
      ))}
    </ul>
  );
}
