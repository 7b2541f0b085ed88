import { z } from 'zod';

import { REPORT_MSG } from '../messages/reports.ts';
import { REPORT_PERIODS } from '../report-range.ts';

/** GET /api/reports/*: the period, and its two days when 'custom'. */
export const zReportQuery = z.strictObject({
  period: z.enum(REPORT_PERIODS, { error: REPORT_MSG.periodInvalid }),
  from: z.string({ error: REPORT_MSG.customDates }).optional(),
  to: z.string({ error: REPORT_MSG.customDates }).optional(),
});
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
});
export type FunnelReport = z.infer<typeof zFunnelReport>;

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
