import { MSG } from '@conecta/contract';

import { formatCompactInstant } from '@/features/tasks';

const DAY_MS = 86_400_000;

/**
 * When a card's next automatic message goes, as short as a badge allows: 'HH:mm' today, 'seg
 * 08:00' within the coming week (the opening hours move steps to a morning), else 'dd/MM'.
 */
export function formatNextSend(iso: string | null | undefined, now: Date): string {
  const compact = formatCompactInstant(iso, now);
  if (!iso || !compact || compact.includes(':')) return compact;
  const at = new Date(iso);
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  if (at.getTime() - startOfToday >= 7 * DAY_MS) return compact;
  const time = `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
  return `${MSG.routineRules.weekdaysShort[at.getDay()]} ${time}`;
}
