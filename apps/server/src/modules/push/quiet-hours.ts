import { utcToLocal } from '@conecta/contract';

/**
 * Whether `now` falls in quiet hours from `starts` to `ends` ('HH:MM', the member's zone). The
 * start is inside and the end outside; a window whose end is earlier than its start runs past
 * midnight (22:00 to 07:00).
 */
export function inQuietHours(
  now: Date,
  timeZone: string,
  quiet: { starts: string; ends: string } | null,
): boolean {
  if (!quiet) return false;
  const local = utcToLocal(now, timeZone).slice(11, 16);
  return quiet.starts < quiet.ends
    ? local >= quiet.starts && local < quiet.ends
    : local >= quiet.starts || local < quiet.ends;
}
