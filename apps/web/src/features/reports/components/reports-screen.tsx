import {
  type AnsweringReport,
  type FunnelReport,
  REPORT_MSG,
  type ReportQuery,
  type SatisfactionReport,
} from '@conecta/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';

import { SectionLoader } from '@/components/section-loader';
import { NumberFilter, numberName, useClinicNumbers } from '@/features/clinic-numbers';
import { useSessionClinic } from '@/features/session';
import { timeZonePlace } from '@/lib/time-zones';

import {
  getAgendaReport,
  getAnsweringReport,
  getAutomationReport,
  getFunnelReport,
  getSatisfactionReport,
  getTeamReport,
} from '../api/reports-api';
import { reportKeys } from '../queries';
import {
  formatScore,
  formatSeconds,
  formatShare,
  type ReportTable,
  shortDay,
} from '../report-table';
import { AgendaFigures } from './agenda-figures';
import { AnswerHeatmap } from './answer-heatmap';
import { AutomationFigures } from './automation-figures';
import { FigureCard } from './figure-card';
import { PeriodPicker } from './period-picker';
import { RankBars } from './rank-bars';
import { numberFileTag, ReportNumberProvider } from './report-number';
import { TeamFigures } from './team-figures';

// The charting library (uPlot) arrives with the first chart, after the numbers are on screen.
const BarChart = lazy(async () => ({ default: (await import('./bar-chart')).BarChart }));

const M = REPORT_MSG;
const A = M.answering;
const F = M.funnel;
const S = M.satisfaction;
const GREEN = '#059669';
/** The moves drawn as bars; a month can hold every pair of columns, the table lists them all. */
const MOVES_CHARTED = 6;
const BLUE = '#2563eb';

function Chart(props: Parameters<typeof BarChart>[0]) {
  return (
    <Suspense fallback={<div className="h-[220px]" aria-hidden="true" />}>
      <BarChart {...props} />
    </Suspense>
  );
}

const fileName = (kind: string, r: { firstDay: string; lastDay: string }) =>
  `relatorio-${kind}-${r.firstDay}-a-${r.lastDay}.csv`;

function AnsweringFigures({ report }: { report: AnsweringReport }) {
  const { overall, byMember, waiting, perDay, range } = report;
  const members: ReportTable = {
    columns: [A.member, A.count, A.median, A.p90, A.within(5), A.within(15), A.within(60)],
    rows: byMember.map((m) => [
      m.name,
      String(m.answered),
      formatSeconds(m.medianSeconds),
      formatSeconds(m.p90Seconds),
      formatShare(m.within5),
      formatShare(m.within15),
      formatShare(m.within60),
    ]),
  };
  const days: ReportTable = {
    columns: [A.day, A.in, A.out],
    rows: perDay.map((d) => [shortDay(d.day), String(d.in), String(d.out)]),
  };
  const waits: ReportTable = {
    columns: [A.chat, A.since, A.waited],
    rows: waiting.chats.map((w) => [
      w.name,
      new Date(w.since).toLocaleString('pt-BR', { timeZone: range.timeZone }),
      formatSeconds(w.seconds),
    ]),
  };
  return (
    <>
      <FigureCard
        title={A.title}
        fileName={fileName('primeira-resposta', range)}
        table={members}
        summary={
          <div className="grid gap-3">
            <p className="text-sm text-muted-foreground">{A.hint}</p>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
              {[
                [A.answered, String(overall.answered)],
                [A.median, formatSeconds(overall.medianSeconds)],
                [A.p90, formatSeconds(overall.p90Seconds)],
                [A.within(5), formatShare(overall.within5)],
                [A.within(15), formatShare(overall.within15)],
                [A.within(60), formatShare(overall.within60)],
              ].map(([label, value]) => (
                <div key={label} className="rounded-lg border p-3">
                  <dt className="text-xs text-muted-foreground">{label}</dt>
                  <dd className="text-xl font-semibold tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        }
        chart={
          byMember.length > 0 ? (
            <Chart
              labels={byMember.map((m) => m.name)}
              series={[
                {
                  label: `${A.median} (min)`,
                  values: byMember.map((m) => Math.round((m.medianSeconds ?? 0) / 60)),
                  color: GREEN,
                },
              ]}
            />
          ) : null
        }
      />
      <AnswerHeatmap report={report} />
      <FigureCard
        title={A.waitingTitle}
        fileName={fileName('aguardando', range)}
        table={waits}
        summary={
          <p className="text-sm">
            {A.waitingCount}: <strong className="tabular-nums">{waiting.count}</strong>
            {waiting.oldestSeconds !== null
              ? ` · ${A.waitingOldest}: ${formatSeconds(waiting.oldestSeconds)}`
              : ''}
          </p>
        }
      />
      <FigureCard
        title={A.perDayTitle}
        fileName={fileName('mensagens-por-dia', range)}
        table={days}
        chart={
          <Chart
            labels={perDay.map((d) => shortDay(d.day))}
            series={[
              { label: A.in, values: perDay.map((d) => d.in), color: BLUE },
              { label: A.out, values: perDay.map((d) => d.out), color: GREEN },
            ]}
          />
        }
      />
    </>
  );
}

function FunnelFigures({ report }: { report: FunnelReport }) {
  const { entered, moves, range, leads } = report;
  return (
    <>
      <FigureCard
        title={F.title}
        fileName={fileName('funil', range)}
        summary={
          <p className="text-sm text-muted-foreground">
            {leads.share === null
              ? F.noLeads
              : F.leads(leads.leads, leads.booked, formatShare(leads.share))}
          </p>
        }
        table={{
          columns: [F.column, F.entered],
          rows: entered.map((e) => [e.title, String(e.count)]),
        }}
        chart={
          <Chart
            labels={entered.map((e) => e.title)}
            series={[{ label: F.entered, values: entered.map((e) => e.count), color: GREEN }]}
          />
        }
      />
      <FigureCard
        title={F.movesTitle}
        fileName={fileName('movimentos', range)}
        table={{
          columns: [F.from, F.to, F.moves],
          rows: moves.map((m) => [m.fromTitle, m.toTitle, String(m.count)]),
        }}
        chart={
          moves.length > 0 ? (
            // The most frequent moves (the answer comes most frequent first); all in the table.
            <RankBars
              color={GREEN}
              items={moves
                .slice(0, MOVES_CHARTED)
                .map((m) => ({ label: `${m.fromTitle} → ${m.toTitle}`, value: m.count }))}
            />
          ) : undefined
        }
      />
    </>
  );
}

function SatisfactionFigures({ report }: { report: SatisfactionReport }) {
  const { overall, byProfessional, range } = report;
  const line = (s: SatisfactionReport['overall']) => [
    String(s.answers),
    formatScore(s.average),
    formatShare(s.promoters),
    formatShare(s.detractors),
    s.nps === null ? '—' : String(s.nps),
  ];
  return (
    <FigureCard
      title={S.title}
      fileName={fileName('satisfacao', range)}
      tableOpen
      table={{
        columns: [S.professional, S.answers, S.average, S.promoters, S.detractors, S.nps],
        rows: byProfessional.map((p) => [p.professional, ...line(p)]),
      }}
      summary={
        <p className="text-sm text-muted-foreground">
          {S.hint}
          {overall.nps !== null
            ? ` ${S.overall(overall.answers, formatScore(overall.average), overall.nps)}`
            : ''}
        </p>
      }
    />
  );
}

/**
 * 'Relatórios': the period picker (and, in a clinic with more than one number, the number filter)
 * over each figure group, refetched when either changes.
 */
export function ReportsScreen({ userId }: { userId: string }) {
  const [period, setPeriod] = useState<ReportQuery>({ period: '30d' });
  const [numberId, setNumberId] = useState<string | null>(null);
  const numbers = useClinicNumbers();
  // A number removed meanwhile, or a clinic back to one number, filters nothing.
  const chosen = numbers.length > 1 ? numbers.find((n) => n.id === numberId) : undefined;
  const query = useMemo<ReportQuery>(
    () => (chosen ? { ...period, numberId: chosen.id } : period),
    [period, chosen],
  );
  const answering = useQuery({
    queryKey: reportKeys.figure(userId, 'answering', query),
    queryFn: ({ signal }) => getAnsweringReport(query, signal),
  });
  const funnel = useQuery({
    queryKey: reportKeys.figure(userId, 'funnel', query),
    queryFn: ({ signal }) => getFunnelReport(query, signal),
  });
  const agenda = useQuery({
    queryKey: reportKeys.figure(userId, 'agenda', query),
    queryFn: ({ signal }) => getAgendaReport(query, signal),
  });
  const team = useQuery({
    queryKey: reportKeys.figure(userId, 'team', query),
    queryFn: ({ signal }) => getTeamReport(query, signal),
  });
  const automation = useQuery({
    queryKey: reportKeys.figure(userId, 'automation', query),
    queryFn: ({ signal }) => getAutomationReport(query, signal),
  });
  // Clinic-wide figures by professional: the Responsável's (an Atendente sees only their own).
  const seesClinic = useSessionClinic()?.role === 'RESPONSAVEL';
  const satisfaction = useQuery({
    queryKey: reportKeys.figure(userId, 'satisfaction', query),
    queryFn: ({ signal }) => getSatisfactionReport(query, signal),
    enabled: seesClinic,
  });
  const range = answering.data?.range ?? funnel.data?.range;
  return (
    // One column of minmax(0, 1fr): a wide table or chart inside a card scrolls or shrinks within
    // the screen instead of widening the page (482 px on a 390 px phone).
    <ReportNumberProvider value={chosen ? numberFileTag(numberName(chosen)) : null}>
      <div className="grid grid-cols-1 gap-6">
        <h1 className="text-2xl font-semibold">{M.title}</h1>
        {numbers.length > 1 ? (
          // The number beside the periods (on a phone, on its own line under them).
          <div className="flex flex-wrap items-start gap-3">
            <PeriodPicker value={period} onChange={setPeriod} />
            <NumberFilter value={chosen?.id ?? null} onChange={setNumberId} />
          </div>
        ) : (
          <PeriodPicker value={period} onChange={setPeriod} />
        )}
        {range ? (
          <p className="text-sm text-muted-foreground">
            {shortDay(range.firstDay)}/{range.firstDay.slice(0, 4)} – {shortDay(range.lastDay)}/
            {range.lastDay.slice(0, 4)} · {M.inTimeZone(timeZonePlace(range.timeZone))}
            {chosen ? ` ${M.ofNumber(numberName(chosen))}` : ''}
            {range.ownOnly ? ` ${M.ownOnly}` : ''}
          </p>
        ) : null}
        {answering.isPending ? <SectionLoader label={M.loading} /> : null}
        {answering.isError ? <p role="alert">{M.failed}</p> : null}
        {answering.data ? <AnsweringFigures report={answering.data} /> : null}
        {funnel.isError ? <p role="alert">{M.failed}</p> : null}
        {funnel.data ? <FunnelFigures report={funnel.data} /> : null}
        {agenda.isError ? <p role="alert">{M.failed}</p> : null}
        {agenda.data ? <AgendaFigures report={agenda.data} /> : null}
        {team.isError ? <p role="alert">{M.failed}</p> : null}
        {team.data ? <TeamFigures report={team.data} /> : null}
        {automation.isError ? <p role="alert">{M.failed}</p> : null}
        {automation.data ? <AutomationFigures report={automation.data} /> : null}
        {seesClinic && satisfaction.isError ? <p role="alert">{M.failed}</p> : null}
        {seesClinic && satisfaction.data ? (
          <SatisfactionFigures report={satisfaction.data} />
        ) : null}
      </div>
    </ReportNumberProvider>
  );
}
