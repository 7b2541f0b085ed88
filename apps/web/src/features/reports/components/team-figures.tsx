import { REPORT_MSG, type TeamReport } from '@conecta/contract';

import { FigureCard } from './figure-card';
import { reportFileName, ReportChart, REPORT_COLORS } from './report-chart';

const T = REPORT_MSG.team;

/** 'Relatórios' › the team: per member, chats assigned now, chats answered and messages sent. */
export function TeamFigures({ report }: { report: TeamReport }) {
  const { members, range } = report;
  const anything = members.some((m) => m.assignedNow + m.chatsAnswered + m.messagesSent > 0);
  return (
    <FigureCard
      title={T.title}
      fileName={reportFileName('equipe', range)}
      table={{
        columns: [T.member, T.assignedNow, T.chatsAnswered, T.messagesSent],
        rows: members.map((m) => [
          m.name,
          String(m.assignedNow),
          String(m.chatsAnswered),
          String(m.messagesSent),
        ]),
      }}
      summary={anything ? undefined : <p className="text-sm text-muted-foreground">{T.nothing}</p>}
      chart={
        anything ? (
          <ReportChart
            labels={members.map((m) => m.name)}
            series={[
              {
                label: T.chatsAnswered,
                values: members.map((m) => m.chatsAnswered),
                color: REPORT_COLORS.green,
              },
              {
                label: T.assignedNow,
                values: members.map((m) => m.assignedNow),
                color: REPORT_COLORS.blue,
              },
            ]}
          />
        ) : null
      }
    />
  );
}
