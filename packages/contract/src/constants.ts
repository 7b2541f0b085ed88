/** Domain constants shared by the server and the web app (spec sections 9 of both documents). */
import { COLUMN_TITLES } from './messages/column-titles.ts';

export const CODE_LENGTH = 6;
export const CODE_TTL_MINUTES = 15;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_SECONDS = 60;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;

export const SESSION = {
  inactivityMs: 4 * 60 * 60 * 1000,
  checkEveryMs: 5 * 60 * 1000,
  refreshWhenUnderMs: 30 * 60 * 1000,
  activityThrottleMs: 60 * 1000,
} as const;

export const TOAST_MS = { dashboard: 5000, admin: 3000 } as const;

export const PASSWORD_RESET_TTL_HOURS = 24;

/**
 * The years a date typed into the API may have (a day, a date-time, a period's ends, a page's
 * cursor). From 1900, as the web's date fields (br-date.ts): nothing a clinic keeps is older, and
 * years 0 to 99 stay out of reach (Date.UTC reads them as 1900 to 1999). To 9998: the day after
 * the last day, the midnight that ends it and any zone's offset still fall in a four-digit year
 * (the day after 9999-12-31 is '+010000-01-01', which is no day and sorts before '9999-12-31':
 * a report's day loop never ended, issue 47).
 */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 9998;

export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

export const ROLES = ['ADMIN', 'USER'] as const;
export type Role = (typeof ROLES)[number];

/** The seven columns in board order: the name the API and database use, and the one people read. */
export const COLUMNS = [
  { backend: 'vip', board: 'vip', title: COLUMN_TITLES.vip },
  { backend: 'humanized', board: 'humanizado', title: COLUMN_TITLES.humanized },
  { backend: 'inbox', board: 'inicial', title: COLUMN_TITLES.inbox },
  { backend: 'followup', board: 'repescagem', title: COLUMN_TITLES.followup },
  { backend: 'task', board: 'tarefa', title: COLUMN_TITLES.task },
  { backend: 'hot_lead', board: 'lead_quente', title: COLUMN_TITLES.hot_lead },
  { backend: 'cold_lead', board: 'lead_frio', title: COLUMN_TITLES.cold_lead },
] as const;
export type BackendColumn = (typeof COLUMNS)[number]['backend'];

export const TAG_COLORS = [
  '#10B981',
  '#8B5CF6',
  '#F59E0B',
  '#EF4444',
  '#06B6D4',
  '#EC4899',
  '#84CC16',
  '#F97316',
  '#6366F1',
  '#14B8A6',
] as const;

export const TAG_NAME_MIN = 2;
export const TAG_NAME_MAX = 50;
export const ROUTINE_SLOTS = 7;
/** Wordings of one routine step besides its text (a chat gets one of them). */
export const ROUTINE_VARIANTS_MAX = 4;
/** A step without variants that would reach this many chats at once is warned about. */
export const SAME_TEXT_WARN_AT = 5;
export const ROUTINE_HOURS_MAX = 48;
export const TASK_MESSAGE_MAX = 1000;

/** Ready-made texts: the longest title and content. */
export const TEXT_TITLE_MAX = 100;
export const TEXT_CONTENT_MAX = 4000;

/**
 * The longest one-line text kept of a message: a card's last message, the text a live
 * notification carries, an appointment's last reply. Longer ones are cut, not refused.
 */
export const PREVIEW_MAX = 500;

/** The longest text message the chat window sends. */
export const MESSAGE_MAX = 4096;

/** The assistant's 'Base de conhecimento' is one page: about 20 000 characters (~5 000 tokens). */
export const ASSISTANT_BASE_MAX = 20_000;
