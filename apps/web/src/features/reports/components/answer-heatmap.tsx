import { type AnsweringReport, REPORT_MSG } from '@conecta/contract';

import { formatSeconds, type ReportTable } from '../report-table';
import { FigureCard } from './figure-card';
import { reportFileName } from './report-chart';

const H = REPORT_MSG.heatmap;

/**
 * The answered runs by weekday and hour: a table whose cells are shaded by the median wait
 * (darker is slower), the number of answers written in each. It is a table, so a screen reader
 * reads it as one; the hours shown are those from the first to the last with answers.
 */
export function AnswerHeatmap({ report }: { report: AnsweringReport }) {
  const { heatmap, range } = report;
  const cells = new Map(heatmap.map((c) => [`${c.weekday}-${c.hour}`, c]));
  const hours = heatmap.map((c) => c.hour);
  const first = hours.length > 0 ? Math.min(...hours) : 8;
  const last = hours.length > 0 ? Math.max(...hours) : 18;
  const shown = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const slowest = Math.max(1, ...heatmap.map((c) => c.medianSeconds ?? 0));
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
          <div className="overflow-x-auto" aria-hidden="true">
            <table className="border-separate border-spacing-0.5 text-xs">
              <thead>
                <tr>
                  <th />
                  {shown.map((h) => (
                    <th key={h} className="px-1 font-normal text-muted-foreground">
                      {h}h
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {H.weekdays.map((day, weekday) => (
                  <tr key={day}>
                    <th className="pr-2 text-left font-normal text-muted-foreground">{day}</th>
                    {shown.map((hour) => {
                      const c = cells.get(`${weekday}-${hour}`);
                      const share = c ? (c.medianSeconds ?? 0) / slowest : 0;
                      return (
                        <td
                          key={hour}
                          title={
                            c
                              ? H.cell(day, hour, c.answered, formatSeconds(c.medianSeconds))
                              : undefined
                          }
                          className="h-8 min-w-8 rounded text-center tabular-nums"
                          style={{
                            backgroundColor: c
                              ? `rgba(4, 120, 87, ${(0.15 + 0.85 * share).toFixed(2)})`
                              : 'rgba(0, 0, 0, 0.04)',
                            color: c && share > 0.5 ? '#fff' : undefined,
                          }}
                        >
                          {c ? c.answered : ''}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null
      }
    />
  );
}
