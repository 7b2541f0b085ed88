import { type AgendaReport, type AttendanceCounts, REPORT_MSG } from '@conecta/contract';

import { formatShare, type ReportTable } from '../report-table';
import { FigureCard } from './figure-card';
import { reportFileName, ReportChart, REPORT_COLORS } from './report-chart';

const M = REPORT_MSG;
const G = M.agenda;

const rate = (r: number | null) => (r === null ? '—' : formatShare(r));
const countCells = (c: AttendanceCounts) => [
  String(c.attended),
  String(c.missed),
  String(c.clinicCancelled),
  String(c.unmarked),
  rate(c.noShowRate),
];
const COUNT_COLUMNS = [G.attended, G.missed, G.clinicCancelled, G.unmarked, G.noShowRate];

/** Attended and missed side by side, per group (professional, weekday or hour). */
function attendanceSeries(rows: AttendanceCounts[]) {
  return [
    { label: G.attended, values: rows.map((r) => r.attended), color: REPORT_COLORS.green },
    { label: G.missed, values: rows.map((r) => r.missed), color: REPORT_COLORS.red },
  ];
}

/** Whether a group has anything to draw: a chart of zeros says less than 'Nada no período.'. */
const anyOf = (rows: AttendanceCounts[]) =>
  rows.some((r) => r.attended + r.missed + r.clinicCancelled + r.unmarked > 0);
const emptyNote = <p className="text-sm text-muted-foreground">{M.empty}</p>;

/** 'Relatórios' › the agenda: reminders and what they got, attendance, the waiting list. */
export function AgendaFigures({ report }: { report: AgendaReport }) {
  const { reminders, attendance, byProfessional, byWeekday, byHour, waitingList, range } = report;
  const reminderRows: Array<[string, number]> = [
    [G.sent, reminders.sent],
    [G.confirmed, reminders.confirmed],
    [G.reschedule, reminders.reschedule],
    [G.noAnswer, reminders.noAnswer],
    [G.cancelled, reminders.cancelled],
  ];
  const professionals: ReportTable = {
    columns: [G.professional, ...COUNT_COLUMNS],
    rows: byProfessional.map((p) => [p.professional, ...countCells(p)]),
  };
  const weekdays: ReportTable = {
    columns: [G.weekday, ...COUNT_COLUMNS],
    rows: byWeekday.map((d) => [M.heatmap.weekdays[d.weekday] ?? '', ...countCells(d)]),
  };
  const hours: ReportTable = {
    columns: [G.hour, ...COUNT_COLUMNS],
    rows: byHour.map((h) => [`${h.hour}h`, ...countCells(h)]),
  };
  return (
    <>
      <FigureCard
        title={G.remindersTitle}
        fileName={reportFileName('lembretes', range)}
        table={{
          columns: [G.remindersTitle, ''],
          rows: reminderRows.map(([l, v]) => [l, String(v)]),
        }}
        summary={reminders.sent === 0 ? emptyNote : undefined}
        chart={
          reminders.sent === 0 ? null : (
            <ReportChart
              labels={reminderRows.map(([l]) => l)}
              series={[
                {
                  label: G.remindersTitle,
                  values: reminderRows.map(([, v]) => v),
                  color: REPORT_COLORS.blue,
                },
              ]}
            />
          )
        }
      />
      <FigureCard
        title={G.attendanceTitle}
        fileName={reportFileName('comparecimento', range)}
        table={professionals}
        summary={
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
            {COUNT_COLUMNS.map((label, i) => (
              <div key={label} className="rounded-lg border p-3">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="text-xl font-semibold tabular-nums">{countCells(attendance)[i]}</dd>
              </div>
            ))}
          </dl>
        }
        chart={
          anyOf(byProfessional) ? (
            <ReportChart
              labels={byProfessional.map((p) => p.professional)}
              series={attendanceSeries(byProfessional)}
            />
          ) : null
        }
      />
      <FigureCard
        title={G.byWeekdayTitle}
        fileName={reportFileName('comparecimento-dia-da-semana', range)}
        table={weekdays}
        summary={anyOf(byWeekday) ? undefined : emptyNote}
        chart={
          anyOf(byWeekday) ? (
            <ReportChart
              labels={byWeekday.map((d) => M.heatmap.weekdays[d.weekday] ?? '')}
              series={attendanceSeries(byWeekday)}
            />
          ) : null
        }
      />
      <FigureCard
        title={G.byHourTitle}
        fileName={reportFileName('comparecimento-hora', range)}
        table={hours}
        summary={byHour.length > 0 ? undefined : emptyNote}
        chart={
          byHour.length > 0 ? (
            <ReportChart
              labels={byHour.map((h) => `${h.hour}h`)}
              series={attendanceSeries(byHour)}
            />
          ) : null
        }
      />
      <FigureCard
        title={G.waitingListTitle}
        fileName={reportFileName('lista-de-espera', range)}
        table={{
          columns: [G.offered, G.filled],
          rows: [[String(waitingList.offered), String(waitingList.filled)]],
        }}
        summary={
          <p className="text-sm">
            {G.offered}: <strong className="tabular-nums">{waitingList.offered}</strong> ·{' '}
            {G.filled}: <strong className="tabular-nums">{waitingList.filled}</strong>
          </p>
        }
      />
    </>
  );
}
