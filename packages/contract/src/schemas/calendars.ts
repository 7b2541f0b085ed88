import { z } from 'zod';

import { CALENDAR_MSG as M } from '../messages/calendars.ts';
import { PROFESSIONAL_MAX } from './appointments.ts';
import { zChatIdParam } from './chats.ts';

/** The longest ICS address the clinic may give (Google's secret addresses are ~150). */
export const CALENDAR_URL_MAX = 2000;
/** The most professionals' calendars (feed or import) a clinic may keep. */
export const CALENDARS_MAX = 50;
/** How far ahead an import reads events (recurring ones are expanded only this far). */
export const CALENDAR_IMPORT_DAYS = 60;
/** The most events an import takes from one calendar in that window. */
export const CALENDAR_EVENTS_MAX = 500;
/** The largest calendar file an import reads. */
export const CALENDAR_MAX_MB = 2;

const zProfessional = z
  .string({ error: M.professionalRequired })
  .trim()
  .min(1, M.professionalRequired)
  .max(PROFESSIONAL_MAX, M.professionalRequired);

/** An http(s) address; `webcal://` (Apple's and Outlook's links) is read as https://. */
const zCalendarUrl = z
  .string({ error: M.urlInvalid })
  .trim()
  .max(CALENDAR_URL_MAX, M.urlInvalid)
  .transform((v) => v.replace(/^webcals?:\/\//i, 'https://'))
  // A scheme, a host, then anything but spaces (the server's fetch checks the rest).
  .refine((v) => /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i.test(v), M.urlInvalid);

/** PUT /dashboard/calendars/feed: makes (or makes again) the professional's private address. */
export const zCalendarFeedRequest = z.strictObject({ professional: zProfessional });

/** PUT /dashboard/calendars/import: the external calendar's ICS address for a professional. */
export const zCalendarImportRequest = z.strictObject({
  professional: zProfessional,
  url: zCalendarUrl,
});
export type CalendarImportRequest = z.input<typeof zCalendarImportRequest>;

/** A professional's calendar link as the screen shows it. */
export const zProfessionalCalendar = z.object({
  id: z.string(),
  professional: z.string(),
  /** The private ICS address (null: none, or revoked). */
  feedUrl: z.string().nullable(),
  import: z
    .object({
      /** The host and the address's last characters: enough to recognise it, not to use it. */
      hint: z.string(),
      lastSyncAt: z.string().nullable(),
      /** What the last sync ran into, in pt-BR (null: it went well). */
      lastError: z.string().nullable(),
      events: z.number().int(),
    })
    .nullable(),
});
export type ProfessionalCalendar = z.infer<typeof zProfessionalCalendar>;

export const zCalendarsResponse = z.object({
  success: z.literal(true),
  /** The professionals the clinic has written (appointments, waiting list) and those linked. */
  professionals: z.array(z.string()),
  calendars: z.array(zProfessionalCalendar),
});
export type CalendarsResponse = z.infer<typeof zCalendarsResponse>;

export const zCalendarResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  calendar: zProfessionalCalendar,
});

/** An imported event whose patient's chat was not found by a phone. */
export const zUnmatchedEvent = z.object({
  id: z.string(),
  professional: z.string(),
  /** Local to the member's zone: YYYY-MM-DDTHH:mm. */
  startsAt: z.string(),
  /** The event's title as the external calendar has it. */
  summary: z.string(),
});
export type UnmatchedEvent = z.infer<typeof zUnmatchedEvent>;

export const zUnmatchedEventsResponse = z.object({
  success: z.literal(true),
  events: z.array(zUnmatchedEvent),
});

/** POST /dashboard/calendars/unmatched/{id}/link. */
export const zLinkEventRequest = z.strictObject({ chatId: zChatIdParam.shape.chatId });

export const zLinkEventResponse = z.object({ success: z.literal(true), message: z.string() });

/** GET /api/calendar-feeds/{file}: `<token>.ics`; anything else is simply not found. */
export const zCalendarFeedParams = z.object({ file: z.string().max(100) });
