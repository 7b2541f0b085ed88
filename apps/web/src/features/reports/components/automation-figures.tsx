import { type AutomationReport, REPORT_MSG } from '@conecta/contract';

import { FigureCard } from './figure-card';
import { reportFileName, ReportChart, REPORT_COLORS } from './report-chart';

const A = REPORT_MSG.automation;

/**
 * 'Relatórios' › automation: each routine step and the scheduled messages (sent, answered
 * within 48 h, opted out), and the chats recovered from Repescagem.
 */
export function AutomationFigures({ report }: { report: AutomationReport }) {
  const { sends, recovered, range } = report;
  return (
    <>
      <FigureCard
        title={A.title}
        fileName={reportFileName('automacao', range)}
        summary={<p className="text-sm text-muted-foreground">{A.hint}</p>}
        table={{
          columns: [A.kind, A.sent, A.answered, A.optedOut],
          rows: sends.map((s) => [s.label, String(s.sent), String(s.answered), String(s.optedOut)]),
        }}
        chart={
          sends.length > 0 ? (
            <ReportChart
              labels={sends.map((s) => s.label)}
              series={[
                { label: A.sent, values: sends.map((s) => s.sent), color: REPORT_COLORS.blue },
                {
                  label: A.answered,
                  values: sends.map((s) => s.answered),
                  color: REPORT_COLORS.green,
                },
                {
                  label: A.optedOut,
                  values: sends.map((s) => s.optedOut),
                  color: REPORT_COLORS.red,
                },
              ]}
            />
          ) : null
        }
      />
      <FigureCard
        title={A.recoveredTitle}
        fileName={reportFileName('repescagem', range)}
        summary={<p className="text-sm text-muted-foreground">{A.recovered(recovered.chats)}</p>}
        table={{
          columns: [A.to, A.chats],
          rows: recovered.byColumn.map((c) => [c.title, String(c.chats)]),
        }}
        chart={
          recovered.byColumn.length > 0 ? (
            <ReportChart
              labels={recovered.byColumn.map((c) => c.title)}
              series={[
                {
                  label: A.chats,
                  values: recovered.byColumn.map((c) => c.chats),
                  color: REPORT_COLORS.green,
                },
              ]}
            />
          ) : null
        }
      />
    </>
  );
}
