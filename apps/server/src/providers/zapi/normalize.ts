import { DATE_YEAR_MAX } from '@conecta/contract';

import type { ProviderChat } from '../messaging-provider.ts';

/** Z-API sends booleans as booleans or as "true"/"false" strings. */
export function toBool(v: unknown): boolean {
  return v === true || v === 'true' || v === 1 || v === '1';
}

export function toInt(v: unknown): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number.parseInt(v, 10) : Number.NaN;
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/**
 * Z-API mixes epoch seconds (chat list, as strings) and milliseconds (webhooks' `momment`):
 * anything below 10^11 is read as seconds (10^11 s is the year 5138; 10^11 ms is 1973).
 */
export function toDate(v: unknown, notAfter?: Date): Date | null {
  const n =
    typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  if (!Number.isFinite(n) || n <= 0) return null;
  const date = new Date(n < 1e11 ? n * 1000 : n);
  // A time the database or the day arithmetic cannot hold ('1e20' is no date at all; the year
  // 8000 made the reports' catch-up walk for hours) is not a time WhatsApp sent: null lets the
  // caller use when it arrived. A webhook's time may run ahead of ours by clock drift, not a day.
  const latest = notAfter ? notAfter.getTime() + DAY_MS : LATEST_MS;
  if (Number.isNaN(date.getTime()) || date.getTime() < EARLIEST_MS || date.getTime() > latest)
    return null;
  return date;
}

const DAY_MS = 86_400_000;
/** WhatsApp began in 2009; nothing it says happened before that. */
const EARLIEST_MS = Date.UTC(2009, 0, 1);
/** The end of the contract's last year: a later day cannot be written with four digits. */
const LATEST_MS = Date.UTC(DATE_YEAR_MAX + 1, 0, 1) - 1;

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

export function isNewsletterId(phone: string): boolean {
  return phone.includes('newsletter');
}

export function isGroupId(phone: string): boolean {
  return phone.endsWith('-group') || /^\d+-\d+$/.test(phone);
}

export function normalizeChat(raw: Record<string, unknown>): ProviderChat | null {
  const phone = str(raw.phone);
  if (!phone) return null;
  return {
    phone,
    name: str(raw.name),
    unread: Math.max(toInt(raw.unread), toInt(raw.messagesUnread)),
    lastMessageTime: toDate(raw.lastMessageTime),
    profileThumbnail: str(raw.profileThumbnail),
    isGroup: toBool(raw.isGroup) || isGroupId(phone),
    isNewsletter: toBool(raw.isNewsletter) || isNewsletterId(phone),
  };
}
