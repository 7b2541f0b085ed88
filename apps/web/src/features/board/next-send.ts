import { MSG } from '@conecta/contract';

import { formatCompactInstant } from '@/features/tasks';

const DAY_MS = 86_400_000;

/**
 * A time already reached: the message is due and goes at the scheduler's next check (the server
 * gives the time it will really be claimed, so a past one is never a wait).
 */
export function isDue(iso: string, now: Date): boolean {
  return new Date(iso).getTime() <= now.getTime();
}

/**
 * When a card's next automatic message goes, as short as a badge allows: 'em instantes' when it is
 * due, 'HH:mm' today, 'seg 08:00' within the coming week (the opening hours move steps to a
 * morning), else 'dd/MM'.
 */
export function formatNextSend(iso: string | null | undefined, now: Date): string {
  const compact = formatCompactInstant(iso, now);
  if (!iso || !compact) return compact;
  const at = new Date(iso);
  if (isDue(iso, now)) return MSG.cardMenu.nextRoutineSoon;
  if (compact.includes(':')) return compact;
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  if (at.getTime() - startOfToday >= 7 * DAY_MS) return compact;
  const time = `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
  return `${MSG.routineRules.weekdaysShort[at.getDay()]} ${time}`;
}
