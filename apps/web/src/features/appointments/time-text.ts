/**
 * The appointment's time as typed, 24-hour 'HH:MM' whatever the browser's language (a native
 * time field shows AM/PM in an English browser): digits get their colon as they come, and
 * '9:30' or '930' is read as '09:30'.
 */
export function maskTime(input: string): string {
  const cleaned = input.replace(/[^\d:]/g, '');
  if (cleaned.includes(':')) {
    const [h = '', m = ''] = cleaned.split(':');
    return `${h.slice(0, 2)}:${m.replace(/\D/g, '').slice(0, 2)}`;
  }
  const digits = cleaned.slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}:${digits.slice(2)}`;
}

/** 'HH:MM' from what was typed, or undefined when it is no time of day. */
export function readTime(text: string): string | undefined {
  const m = /^(\d{1,2}):?(\d{2})$/.exec(text.trim());
  if (!m) return undefined;
  const [h, min] = [Number(m[1]), Number(m[2])];
  if (h > 23 || min > 59) return undefined;
  return `${String(h).padStart(2, '0')}:${m[2]}`;
}
