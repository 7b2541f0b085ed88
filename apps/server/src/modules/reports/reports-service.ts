import {
  type AgendaReport,
  type AnsweringReport,
  type AutomationReport,
  columnTitle,
  COLUMNS,
  daysBetween,
  type FunnelReport,
  MSG,
  REPORT_MSG,
  readColumn,
  reportRange,
  type ReportQuery,
  type ReportRange,
  type TeamReport,
  type SatisfactionReport,
} from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { clinicSettingsRepo } from '../clinic-settings/index.ts';
import { instancesRepo } from '../instances/index.ts';
import { agendaFiguresRepo } from './agenda-figures-repo.ts';
import { automationFiguresRepo } from './automation-figures-repo.ts';
import { answerStats } from './answer-stats.ts';
import { attendanceCounts } from './attendance-counts.ts';
import type { ReportScope } from './chat-scope.ts';
import type { ReportCatchUp } from './report-catch-up.ts';
import { reportsRepo } from './reports-repo.ts';
import { scoreStats } from './score-stats.ts';

/** Who asks: an Atendente sees only the chats assigned to them and their own answers. */
export interface ReportViewer {
  clinicId: string;
  userId: string;
  clinicRole: string;
}

/** A waiting chat older than this is a conversation that ended, not one waiting (product.md). */
const WAITING_HORIZON_MS = 30 * 86_400_000;
/** The longest waits listed by name; the count covers them all. */
const WAITING_LISTED = 20;

export function createReportsService(deps: {
  db: Db;
  clock: Clock;
  timeZoneOf: (userId: string) => Promise<string>;
  catchUp: ReportCatchUp;
}) {
  const { db, clock, timeZoneOf, catchUp } = deps;

  /**
   * The clinic's zone is its opening hours' zone; a clinic that never set them has none, and the
   * viewer's own zone stands in for it.
   */
  async function settle(viewer: ReportViewer, query: ReportQuery, derived = false) {
    const hours = await clinicSettingsRepo.openingHours(db, viewer.clinicId);
    const timeZone = hours?.timeZone ?? (await timeZoneOf(viewer.userId));
    const range = reportRange(query.period, clock(), timeZone, query);
    if (!range) throw new AppError('VALIDATION_ERROR', REPORT_MSG.customDates);
    // The number filter (issue 48) names one of this clinic's numbers: another clinic's, or one
    // removed, is not found rather than an empty report that reads as a quiet month.
    const numberId = query.numberId ?? null;
    if (numberId && !(await instancesRepo.findOfClinic(db, viewer.clinicId, numberId)))
      throw new AppError('NOT_FOUND', MSG.clinicNumbers.notFound);
    // The figures read from the derived tables are made current first (a valid query only): what
    // came since the background pass counts (docs/decisions.md, 'Relatórios' catch-up).
    if (derived) await catchUp.catchUp(viewer.clinicId);
    const ownOnly = viewer.clinicRole !== 'RESPONSAVEL';
    const scope: ReportScope = {
      clinicId: viewer.clinicId,
      memberId: ownOnly ? viewer.userId : null,
      numberId,
    };
    return { hours, range, scope, ownOnly };
  }

  const rangeOut = (range: ReportRange, ownOnly: boolean) => ({
    firstDay: range.firstDay,
    lastDay: range.lastDay,
    timeZone: range.timeZone,
    ownOnly,
  });

  return {
    async answering(viewer: ReportViewer, query: ReportQuery): Promise<AnsweringReport> {
      const { range, scope, ownOnly } = await settle(viewer, query, true);
      const now = clock();
      const [figures, waiting, perDay] = await Promise.all([
        reportsRepo.answerFigures(db, scope, range.from, range.to, range.timeZone),
        reportsRepo.waiting(db, scope, new Date(now.getTime() - WAITING_HORIZON_MS)),
        reportsRepo.messagesPerDay(db, scope, range.from, range.to, range.timeZone),
      ]);
      // The Atendente's own line only: answers by others in their chats count in the total.
      const members = figures.filter(
        (f) => f.kind === 'member' && (!ownOnly || f.memberId === viewer.userId),
      );
      const names = await reportsRepo.memberNames(
        db,
        members.flatMap((m) => (m.memberId === null ? [] : [m.memberId])),
      );
      const byMember = members
        .map((m) => ({
          memberId: m.memberId,
          name: m.memberId ? (names.get(m.memberId) ?? REPORT_MSG.noMember) : REPORT_MSG.noMember,
          ...answerStats(m),
        }))
        .sort((a, b) => b.answered - a.answered || a.name.localeCompare(b.name, 'pt-BR'));
      const counted = new Map(perDay.map((d) => [d.day, d]));
      return {
        success: true,
        range: rangeOut(range, ownOnly),
        overall: answerStats(figures.find((f) => f.kind === 'all')),
        byMember,
        waiting: {
          count: waiting.length,
          oldestSeconds: waiting[0]
            ? Math.round((now.getTime() - waiting[0].since.getTime()) / 1000)
            : null,
          chats: waiting.slice(0, WAITING_LISTED).map((w) => ({
            chatId: w.chatId,
            name: w.name,
            since: w.since.toISOString(),
            seconds: Math.max(0, Math.round((now.getTime() - w.since.getTime()) / 1000)),
          })),
        },
        perDay: daysBetween(range.firstDay, range.lastDay).map(
          (day) => counted.get(day) ?? { day, in: 0, out: 0 },
        ),
        heatmap: figures
          .filter((f) => f.kind === 'cell')
          .map((f) => ({
            weekday: f.weekday!,
            hour: f.hour!,
            answered: f.answered,
            medianSeconds: f.medianSeconds,
          }))
          .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour),
      };
    },

    async agenda(viewer: ReportViewer, query: ReportQuery): Promise<AgendaReport> {
      const { range, scope, ownOnly } = await settle(viewer, query);
      // Attendance is of the appointments already past: one later today is not a no-show yet.
      const now = clock();
      const until = new Date(Math.min(range.to.getTime(), now.getTime()));
      const past = (by: 'all' | 'professional' | 'weekday' | 'hour') =>
        agendaFiguresRepo.attendance(db, scope, range.from, until, range.timeZone, by);
      const [reminders, all, byProfessional, byWeekday, byHour, waitingList] = await Promise.all([
        agendaFiguresRepo.reminders(db, scope, range.from, range.to),
        past('all'),
        past('professional'),
        past('weekday'),
        past('hour'),
        agendaFiguresRepo.waitingList(db, scope, range.from, range.to),
      ]);
      const weekdays = new Map(byWeekday.map((r) => [Number(r.key), r]));
      return {
        success: true,
        range: rangeOut(range, ownOnly),
        reminders,
        attendance: attendanceCounts(all[0]),
        byProfessional: byProfessional.map((r) => ({
          professional: r.key,
          ...attendanceCounts(r),
        })),
        // Every weekday, so a day without appointments shows as 0.
        byWeekday: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
          weekday,
          ...attendanceCounts(weekdays.get(weekday)),
        })),
        byHour: byHour
          .map((r) => ({ hour: Number(r.key), ...attendanceCounts(r) }))
          .sort((a, b) => a.hour - b.hour),
        waitingList,
      };
    },

    async team(viewer: ReportViewer, query: ReportQuery): Promise<TeamReport> {
      // The team's lines are by member, not by chat: an Atendente's scope is their own line.
      const { range, scope, ownOnly } = await settle(viewer, query, true);
      return {
        success: true,
        range: rangeOut(range, ownOnly),
        members: await agendaFiguresRepo.team(db, scope, range.from, range.to),
      };
    },

    async funnel(viewer: ReportViewer, query: ReportQuery): Promise<FunnelReport> {
      const { range, scope, ownOnly } = await settle(viewer, query, true);
      const [{ entered, moves }, leads] = await Promise.all([
        reportsRepo.columnMoves(db, scope, range.from, range.to),
        reportsRepo.leadsBooked(db, scope, range.from, range.to),
      ]);
      const count = new Map(entered.map((e) => [readColumn(e.column), e.count]));
      return {
        success: true,
        range: rangeOut(range, ownOnly),
        // Every column, in the board's order, so an empty one shows as 0.
        entered: COLUMNS.map((c) => ({
          column: c.backend,
          title: c.title,
          count: count.get(c.backend) ?? 0,
        })),
        moves: moves.map((m) => ({
          from: m.from,
          fromTitle: columnTitle(readColumn(m.from)),
          to: m.to,
          toTitle: columnTitle(readColumn(m.to)),
          count: m.count,
        })),
        leads: { ...leads, share: leads.leads === 0 ? null : leads.booked / leads.leads },
      };
    },

    /** Routine steps and scheduled messages, and the chats recovered from Repescagem. */
    async automation(viewer: ReportViewer, query: ReportQuery): Promise<AutomationReport> {
      const { range, scope, ownOnly } = await settle(viewer, query, true);
      const [sends, recovered] = await Promise.all([
        automationFiguresRepo.sends(db, scope, range.from, range.to),
        automationFiguresRepo.recovered(db, scope, range.from, range.to),
      ]);
      const A = REPORT_MSG.automation;
      return {
        success: true,
        range: rangeOut(range, ownOnly),
        sends: sends.map(({ sequenceNumber, ...counts }) => ({
          kind: sequenceNumber === null ? ('task' as const) : ('routine' as const),
          sequenceNumber,
          label: sequenceNumber === null ? A.tasks : A.step(sequenceNumber),
          ...counts,
        })),
        recovered: {
          chats: recovered.chats,
          byColumn: recovered.byColumn.map((r) => ({
            column: r.column,
            title: columnTitle(readColumn(r.column)),
            chats: r.chats,
          })),
        },
      };
    },

    /**
     * The satisfaction survey's answers per professional (the route lets only the Responsável
     * ask: the figures are the whole clinic's).
     */
    async satisfaction(viewer: ReportViewer, query: ReportQuery): Promise<SatisfactionReport> {
      const { range, scope } = await settle(viewer, query);
      // The clinic's whole (the route lets only the Responsável ask), of one number when filtered.
      const rows = await reportsRepo.scoresByProfessional(
        db,
        { ...scope, memberId: null },
        range.from,
        range.to,
      );
      const sum = (key: 'answers' | 'total' | 'promoters' | 'detractors') =>
        rows.reduce((n, r) => n + r[key], 0);
      return {
        success: true,
        range: rangeOut(range, false),
        overall: scoreStats({
          answers: sum('answers'),
          total: sum('total'),
          promoters: sum('promoters'),
          detractors: sum('detractors'),
        }),
        byProfessional: rows
          .map((r) => ({ professional: r.professional, ...scoreStats(r) }))
          .sort(
            (a, b) =>
              b.answers - a.answers || a.professional.localeCompare(b.professional, 'pt-BR'),
          ),
      };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
