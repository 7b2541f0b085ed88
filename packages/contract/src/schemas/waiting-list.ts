import { z } from 'zod';

import { WAITING_MSG as M } from '../messages/waiting-list.ts';
import { zChatIdParam } from './chats.ts';
import { PROFESSIONAL_MAX } from './appointments.ts';

/** The parts of the day a patient may prefer: manhã (before 12:00), tarde (to 18:00), noite. */
export const WAITING_PERIODS = ['morning', 'afternoon', 'evening'] as const;
export type WaitingPeriod = (typeof WAITING_PERIODS)[number];
export const PROCEDURE_MAX = 80;
export const WAITING_NOTE_MAX = 300;

/** The period an hour (0-23, local) falls in. */
export function periodOfHour(hour: number): WaitingPeriod {
  return hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening';
}

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
});
export type WaitingEntry = z.infer<typeof zWaitingEntry>;

export const OFFER_STATUSES = ['open', 'taken'] as const;

/** A slot freed by a cancellation or a request to reschedule, still far enough ahead. */
export const zFreedSlot = z.object({
  appointmentId: z.string(),
  startsAt: z.string(),
  professional: z.string(),
  /** The waiting patients it fits, in order (the first ones are messaged). */
  matches: z.array(z.object({ entryId: z.string(), patientName: z.string() })),
  /** How many would be messaged now (at most the clinic's limit). */
  willMessage: z.number(),
  offer: z
    .object({
      status: z.enum(OFFER_STATUSES),
      messaged: z.number(),
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
