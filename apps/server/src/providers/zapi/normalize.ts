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
export function toDate(v: unknown): Date | null {
  const n =
    typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  if (!Number.isFinite(n) || n <= 0) return null;
  return new Date(n < 1e11 ? n * 1000 : n);
}

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
