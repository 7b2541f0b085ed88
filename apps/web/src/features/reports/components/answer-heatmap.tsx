import { type AnsweringReport, REPORT_MSG } from '@conecta/contract';

import { useNarrowScreen } from '@/lib/use-narrow-screen';

import { formatSeconds, type ReportTable } from '../report-table';
import { FigureCard } from './figure-card';
import { reportFileName } from './report-chart';

const H = REPORT_MSG.heatmap;

/**
 * The answered runs by weekday and hour: a table whose cells are shaded by the median wait
 * (darker is slower), the number of answers written in each. It is a table, so a screen reader
 * reads it as one; the hours shown are those from the first to the last with answers. It fills
 * the card's width and never scrolls sideways: on a phone the hours run down instead of across.
 */
export function AnswerHeatmap({ report }: { report: AnsweringReport }) {
  const narrow = useNarrowScreen();
  const { heatmap, range } = report;
  const cells = new Map(heatmap.map((c) => [`${c.weekday}-${c.hour}`, c]));
  const hours = heatmap.map((c) => c.hour);
  const first = hours.length > 0 ? Math.min(...hours) : 8;
  const last = hours.length > 0 ? Math.max(...hours) : 18;
  const shown = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const slowest = Math.max(1, ...heatmap.map((c) => c.medianSeconds ?? 0));
  // A phone (390 px) has room for the 7 weekdays across, not for 10 or more hours: there the
  // hours run down and the weekdays across, so the grid fits the screen instead of scrolling.
  const weekdays = H.weekdays.map((_, i) => i);
  const rows = narrow ? shown : weekdays;
  const columns = narrow ? weekdays : shown;
  const label = (value: number, axis: 'weekday' | 'hour') =>
    axis === 'weekday' ? (H.weekdays[value] ?? '') : `${value}h`;
  const shade = (share: number) => `rgba(4, 120, 87, ${(0.15 + 0.85 * share).toFixed(2)})`;
  const table: ReportTable = {
    columns: [H.weekday, H.hour, REPORT_MSG.answering.count, REPORT_MSG.answering.median],
    rows: heatmap.map((c) => [
      H.weekdays[c.weekday] ?? '',
      `${c.hour}h`,
      String(c.answered),
      formatSeconds(c.medianSeconds),
    ]),
  };
  return (
    <FigureCard
      title={H.title}
      fileName={reportFileName('respostas-dia-hora', range)}
      table={table}
      summary={
        <p className="text-sm text-muted-foreground">
          {heatmap.length > 0 ? H.caption : REPORT_MSG.empty}
        </p>
      }
      chart={
        heatmap.length > 0 ? (
          <div className="grid gap-2">
            {/* The grid is a picture of the table 'Ver tabela' reads out: hidden from readers. */}
            <div aria-hidden="true">
              <table className="w-full table-fixed border-separate border-spacing-0.5 text-xs">
                <thead>
                  <tr>
                    <th className="w-9" />
                    {columns.map((c) => (
                      <th key={c} className="px-0.5 font-normal text-muted-foreground">
                        {label(c, narrow ? 'weekday' : 'hour')}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r}>
                      <th className="pr-1 text-left font-normal text-muted-foreground">
                        {label(r, narrow ? 'hour' : 'weekday')}
                      </th>
                      {columns.map((c) => {
                        const [weekday, hour] = narrow ? [c, r] : [r, c];
                        const day = H.weekdays[weekday] ?? '';
                        const cell = cells.get(`${weekday}-${hour}`);
                        const share = cell ? (cell.medianSeconds ?? 0) / slowest : 0;
                        return (
                          <td
                            key={c}
                            title={
                              cell
                                ? H.cell(
                                    day,
                                    hour,
                                    cell.answered,
                                    formatSeconds(cell.medianSeconds),
                                  )
                                : undefined
                            }
                            className="h-8 overflow-hidden rounded text-center tabular-nums"
                            style={{
                              backgroundColor: cell ? shade(share) : 'rgba(0, 0, 0, 0.04)',
                              color: cell && share > 0.5 ? '#fff' : undefined,
                            }}
                          >
                            {cell ? cell.answered : ''}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {/* What the shades and the numbers mean, without which the grid is guesswork. */}
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
              <span className="flex items-center gap-1.5">
                <span>{H.legendFast}</span>
                <span
                  aria-hidden="true"
                  className="h-3 w-24 rounded"
                  style={{ backgroundImage: `linear-gradient(to right, ${shade(0)}, ${shade(1)})` }}
                />
                <span>{H.legendSlow(formatSeconds(slowest))}</span>
              </span>
              <span>{H.legendCount}</span>
            </div>
          </div>
        ) : null
      }
    />
  );
}
