/**
 * Times of day as a person in Brazil types them, read into the 24-hour 'HH:mm' the
 * forms keep: '14:30', '14h30', '14h', '14', '9', '930' and '9.30' are all times.
 */

/** The value of a time field whose text is not a time: the form refuses it, the text stays. */
export const INVALID_TIME = 'invalid';

/** Keeps what a time can be typed with: digits, ':', 'h' and '.', at most 5 characters. */
export function maskTimeText(typed: string): string {
  return typed
    .toLowerCase()
    .replace(/[^\d:h.]/g, '')
    .slice(0, 5);
}

/** 'HH:mm' of a typed time; null when it is no time of day ('25', '14:7', '12:60'). */
export function readTimeText(text: string): string | null {
  const m = /^(\d{1,2})(?:[:h.](\d{2})?|(\d{2}))?h?$/.exec(text.trim().toLowerCase());
  if (!m) return null;
  const hours = Number(m[1]);
  const minutes = Number(m[2] ?? m[3] ?? 0);
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** The few times a time field offers: every `step` minutes from `from` to `to`, both 'HH:mm'. */
export function timeSuggestions(step = 30, from = '07:00', to = '20:00'): string[] {
  const out: string[] = [];
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  for (let m = minutes(from); m <= minutes(to); m += step) {
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return out;
}
