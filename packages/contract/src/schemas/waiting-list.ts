import { z } from 'zod';

import { WAITING_MSG as M } from '../messages/waiting-list.ts';
import { zChatIdParam } from './chats.ts';
import { PROCEDURE_MAX, PROFESSIONAL_MAX } from './appointments.ts';

/** The parts of the day a patient may prefer: manhã (before 12:00), tarde (to 18:00), noite. */
export const WAITING_PERIODS = ['morning', 'afternoon', 'evening'] as const;
export type WaitingPeriod = (typeof WAITING_PERIODS)[number];
export const WAITING_NOTE_MAX = 300;

/** The period an hour (0-23, local) falls in. */
export function periodOfHour(hour: number): WaitingPeriod {
  return hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening';
}

/**
 * Why a slot offer's messages wait, and whether they still go in time. The sender keeps the
 * clinic's opening hours ('closed'), the number's automatic messages a day ('limit': used up
 * today, they go at the next day's opening) and its own pace ('queue'); an offer goes at the
 * latest an hour before the slot, so one that could only go later does not go at all.
 */
export const OFFER_HOLD_REASONS = ['closed', 'limit', 'queue'] as const;
export const zOfferHold = z.object({
  /** When they would go, as a person reads it ('segunda-feira às 08:00'). */
  when: z.string(),
  why: z.enum(OFFER_HOLD_REASONS),
  /** That is past the offer's last moment (an hour before the slot): they will not go. */
  tooLate: z.boolean(),
});
export type OfferHold = z.infer<typeof zOfferHold>;

/** POST /dashboard/waiting-list: a patient waits for a slot. */
export const zWaitingListRequest = z.strictObject({
  chatId: zChatIdParam.shape.chatId,
  /** Empty: any professional. */
  professional: z
    .string({ error: M.professionalLong(PROFESSIONAL_MAX) })
    .trim()
    .max(PROFESSIONAL_MAX, M.professionalLong(PROFESSIONAL_MAX))
    .default(''),
  procedure: z
    .string({ error: M.procedureRequired })
    .trim()
    .min(1, M.procedureRequired)
    .max(PROCEDURE_MAX, M.procedureLong(PROCEDURE_MAX)),
  /** Weekdays, 0 = domingo; empty: any day. */
  days: z
    .array(z.number({ error: M.daysInvalid }).int().min(0).max(6), { error: M.daysInvalid })
    .max(7, M.daysInvalid)
    .refine((d) => new Set(d).size === d.length, M.daysInvalid)
    .default([]),
  /** Empty: any period. */
  periods: z
    .array(z.enum(WAITING_PERIODS, { error: M.periodsInvalid }), { error: M.periodsInvalid })
    .max(3, M.periodsInvalid)
    .refine((p) => new Set(p).size === p.length, M.periodsInvalid)
    .default([]),
  note: z
    .string({ error: M.noteLong(WAITING_NOTE_MAX) })
    .trim()
    .max(WAITING_NOTE_MAX, M.noteLong(WAITING_NOTE_MAX))
    .default(''),
});
export type WaitingListRequest = z.input<typeof zWaitingListRequest>;

export const zWaitingEntry = z.object({
  id: z.string(),
  chatId: z.string(),
  patientName: z.string(),
  professional: z.string(),
  procedure: z.string(),
  days: z.array(z.number()),
  periods: z.array(z.enum(WAITING_PERIODS)),
  note: z.string(),
  /** When it was put on the list (local, YYYY-MM-DDTHH:mm). */
  createdAt: z.string(),
  /**
   * A slot was offered to this patient and the message has not gone: when it goes and why it
   * waits, or that it will not go in time. Null when it goes now (or went).
   */
  offerHold: zOfferHold.nullable().default(null),
});
export type WaitingEntry = z.infer<typeof zWaitingEntry>;

export const OFFER_STATUSES = ['open', 'taken'] as const;

/** A slot freed by a cancellation or a request to reschedule, still far enough ahead. */
export const zFreedSlot = z.object({
  appointmentId: z.string(),
  startsAt: z.string(),
  professional: z.string(),
  /** '' when the appointment did not say. */
  procedure: z.string().default(''),
  /** The waiting patients it fits, in order (the first ones are messaged). */
  matches: z.array(z.object({ entryId: z.string(), patientName: z.string() })),
  /** How many would be messaged now (at most the clinic's limit). */
  willMessage: z.number(),
  /**
   * Not offered yet: what an offer made now would wait for, or that it could not go in time
   * (then it cannot be made). Null when it would go now.
   */
  hold: zOfferHold.nullable().default(null),
  offer: z
    .object({
      status: z.enum(OFFER_STATUSES),
      messaged: z.number(),
      /** Of those, how many have gone out. */
      sent: z.number().default(0),
      /** The ones not sent: when they go and why they wait, or that they will not go. */
      hold: zOfferHold.nullable().default(null),
      winnerName: z.string().nullable(),
    })
    .nullable(),
});
export type FreedSlot = z.infer<typeof zFreedSlot>;

export const zWaitingListResponse = z.object({
  success: z.literal(true),
  entries: z.array(zWaitingEntry),
  slots: z.array(zFreedSlot),
});
export type WaitingListResponse = z.infer<typeof zWaitingListResponse>;

export const zWaitingEntryResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  entry: zWaitingEntry,
});

export const zOfferSlotRequest = z.strictObject({
  appointmentId: z.uuid({ error: M.slotNotFound }),
});
export const zOfferSlotResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  messaged: z.number(),
  /** As on the slot: when they go and why, when they do not go now. */
  hold: zOfferHold.nullable().default(null),
});

/** The clinic's waiting-list rules. */
export const zWaitingListSettings = z.strictObject({
  /** A freed slot is offered only when at least this many hours away. */
  minHoursAhead: z
    .number({ error: M.settingsInvalid })
    .int(M.settingsInvalid)
    .min(1, M.settingsInvalid)
    .max(72, M.settingsInvalid),
  /** The most patients messaged for one freed slot. */
  maxMessagesPerSlot: z
    .number({ error: M.settingsInvalid })
    .int(M.settingsInvalid)
    .min(1, M.settingsInvalid)
    .max(20, M.settingsInvalid),
});
export type WaitingListSettings = z.infer<typeof zWaitingListSettings>;
export const DEFAULT_WAITING_LIST_SETTINGS: WaitingListSettings = {
  minHoursAhead: 3,
  maxMessagesPerSlot: 5,
};
export const zWaitingListSettingsResponse = z.object({
  success: z.literal(true),
  settings: zWaitingListSettings,
  message: z.string().optional(),
});
