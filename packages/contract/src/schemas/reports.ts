import { z } from 'zod';

import { NUMBERS_MSG } from '../messages/clinic-numbers.ts';
import { REPORT_MSG } from '../messages/reports.ts';
import { dayCount, REPORT_CUSTOM_MAX_DAYS, REPORT_PERIODS } from '../report-range.ts';
import { zNumberIdFilter } from './clinic-numbers.ts';
import { zDay } from './fields.ts';

/**
 * GET /api/reports/*: the period, and its two days when 'custom' (days of the years the API
 * takes: 9999-12-31 froze the server, issue 47), at most REPORT_CUSTOM_MAX_DAYS of them.
 * Missing or reversed custom days are the service's to refuse (reportRange). `numberId`, as the
 * board's number filter takes it (issue 48): only the chats of that one of the clinic's numbers;
 * left out, all of them (a number of another clinic is the service's 404).
 */
export const zReportQuery = z
  .strictObject({
    period: z.enum(REPORT_PERIODS, { error: REPORT_MSG.periodInvalid }),
    from: zDay(REPORT_MSG.customDates).optional(),
    to: zDay(REPORT_MSG.customDates).optional(),
    numberId: zNumberIdFilter(NUMBERS_MSG.clinicNumbers.filterInvalid).optional(),
  })
  .refine(
    (q) =>
      q.period !== 'custom' || !q.from || !q.to || dayCount(q.from, q.to) <= REPORT_CUSTOM_MAX_DAYS,
    { message: REPORT_MSG.customTooLong, path: ['to'] },
  );
export type ReportQuery = z.infer<typeof zReportQuery>;

const zRange = z.object({
  firstDay: z.string(),
  lastDay: z.string(),
  timeZone: z.string(),
  /** True for an Atendente: the figures cover only their chats and their answers. */
  ownOnly: z.boolean(),
});

const zAnswerStats = z.object({
  /** Patient message runs answered in the period. */
  answered: z.number().int(),
  /** Null when nothing was answered. */
  medianSeconds: z.number().nullable(),
  p90Seconds: z.number().nullable(),
  /** Shares from 0 to 1 of the answered runs. */
  within5: z.number(),
  within15: z.number(),
  within60: z.number(),
});
export type AnswerStats = z.infer<typeof zAnswerStats>;

export const zAnsweringReport = z.object({
  success: z.literal(true),
  range: zRange,
  overall: zAnswerStats,
  byMember: z.array(zAnswerStats.extend({ memberId: z.string().nullable(), name: z.string() })),
  waiting: z.object({
    count: z.number().int(),
    /** The longest wait now, in seconds; null when no chat waits. */
    oldestSeconds: z.number().nullable(),
    chats: z.array(
      z.object({ chatId: z.string(), name: z.string(), since: z.string(), seconds: z.number() }),
    ),
  }),
  perDay: z.array(z.object({ day: z.string(), in: z.number().int(), out: z.number().int() })),
  /**
   * The answered runs by the weekday (0 Sunday) and hour their first message came, in the
   * clinic's zone: only the cells with answers.
   */
  heatmap: z.array(
    z.object({
      weekday: z.number().int(),
      hour: z.number().int(),
      answered: z.number().int(),
      medianSeconds: z.number().nullable(),
    }),
  ),
});
export type AnsweringReport = z.infer<typeof zAnsweringReport>;

export const zFunnelReport = z.object({
  success: z.literal(true),
  range: zRange,
  /** How many chats entered each column in the period (created there or moved there). */
  entered: z.array(z.object({ column: z.string(), title: z.string(), count: z.number().int() })),
  /** Moves from one column to another (not creations), most frequent first. */
  moves: z.array(
    z.object({
      from: z.string(),
      fromTitle: z.string(),
      to: z.string(),
      toTitle: z.string(),
      count: z.number().int(),
    }),
  ),
  /**
   * Leads: chats whose first patient message came in the period; booked: those with an
   * appointment created within 30 days of that message; share booked / leads (null: no lead).
   */
  leads: z.object({
    leads: z.number().int(),
    booked: z.number().int(),
    share: z.number().nullable(),
  }),
});
export type FunnelReport = z.infer<typeof zFunnelReport>;

/** What happened to appointments: marked by a member after the visit, or not. */
const zAttendanceCounts = z.object({
  attended: z.number().int(),
  missed: z.number().int(),
  clinicCancelled: z.number().int(),
  /** Past appointments nobody marked (cancelled ones left out). */
  unmarked: z.number().int(),
  /** missed / (attended + missed); null when neither. */
  noShowRate: z.number().nullable(),
});
export type AttendanceCounts = z.infer<typeof zAttendanceCounts>;

export const zAgendaReport = z.object({
  success: z.literal(true),
  range: zRange,
  /** Reminders sent in the period, by what their appointment's patient answered. */
  reminders: z.object({
    sent: z.number().int(),
    confirmed: z.number().int(),
    reschedule: z.number().int(),
    noAnswer: z.number().int(),
    cancelled: z.number().int(),
  }),
  /** Appointments of the period already past (starts before now). */
  attendance: zAttendanceCounts,
  byProfessional: z.array(zAttendanceCounts.extend({ professional: z.string() })),
  /** 0 Sunday ... 6 Saturday, every day. */
  byWeekday: z.array(zAttendanceCounts.extend({ weekday: z.number().int() })),
  /** Only the hours with appointments. */
  byHour: z.array(zAttendanceCounts.extend({ hour: z.number().int() })),
  /** Freed slots offered to the waiting list in the period, and those a patient took. */
  waitingList: z.object({ offered: z.number().int(), filled: z.number().int() }),
});
export type AgendaReport = z.infer<typeof zAgendaReport>;

export const zTeamReport = z.object({
  success: z.literal(true),
  range: zRange,
  members: z.array(
    z.object({
      memberId: z.string(),
      name: z.string(),
      /** Chats assigned to the member now. */
      assignedNow: z.number().int(),
      /** Chats the member wrote in during the period. */
      chatsAnswered: z.number().int(),
      /** Messages the member sent from the panel in the period. */
      messagesSent: z.number().int(),
    }),
  ),
});
export type TeamReport = z.infer<typeof zTeamReport>;
/** Satisfaction answers (0 to 10) of a group: how many, the average and the NPS-like shares. */
const zScoreStats = z.object({
  answers: z.number().int(),
  /** One decimal; null when nobody answered. */
  average: z.number().nullable(),
  /** Shares from 0 to 1 of the answers: 9 or 10 (promoters), 0 to 6 (detractors). */
  promoters: z.number(),
  detractors: z.number(),
  /** Promoters' share minus detractors', in points from -100 to 100; null when nobody answered. */
  nps: z.number().int().nullable(),
});
export type ScoreStats = z.infer<typeof zScoreStats>;

export const zSatisfactionReport = z.object({
  success: z.literal(true),
  range: zRange,
  overall: zScoreStats,
  /** Per professional (as written on the appointment, case aside), most answers first. */
  byProfessional: z.array(zScoreStats.extend({ professional: z.string() })),
});
export type SatisfactionReport = z.infer<typeof zSatisfactionReport>;

const zAutomationCounts = z.object({
  /** Automatic messages sent in the period. */
  sent: z.number().int(),
  /** Of those, the ones the patient wrote after within 48 h (and before the next automatic send). */
  answered: z.number().int(),
  /** Of those, the ones whose answer was a stop word (the patient left the routines). */
  optedOut: z.number().int(),
});
export type AutomationCounts = z.infer<typeof zAutomationCounts>;

export const zAutomationReport = z.object({
  success: z.literal(true),
  range: zRange,
  /** One line per routine step that sent in the period (by slot), then the scheduled messages. */
  sends: z.array(
    zAutomationCounts.extend({
      /** 'routine' with its slot, or 'task' (a message a member scheduled). */
      kind: z.enum(['routine', 'task']),
      sequenceNumber: z.number().int().nullable(),
      label: z.string(),
    }),
  ),
  /** Chats moved out of Repescagem to another column in the period, by where they went. */
  recovered: z.object({
    chats: z.number().int(),
    byColumn: z.array(z.object({ column: z.string(), title: z.string(), chats: z.number().int() })),
  }),
});
export type AutomationReport = z.infer<typeof zAutomationReport>;
