import { periodOfHour, type WaitingPeriod } from '@conecta/contract';

/** A freed slot as the waiting list reads it: local weekday and hour in the clinic's zone. */
export interface SlotShape {
  professional: string;
  /** 0 = domingo. */
  weekday: number;
  hour: number;
}

export interface WaitingWish {
  professional: string;
  days: number[];
  periods: WaitingPeriod[];
}

/** Case and accents aside: 'dra. ana' is 'Dra. Ána'. */
const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim();

/**
 * Whether a freed slot is what a waiting patient asked for: the professional (or any), one of the
 * preferred weekdays (or any) and one of the preferred periods (or any).
 */
export function slotFits(slot: SlotShape, wish: WaitingWish): boolean {
  if (wish.professional.trim() && plain(wish.professional) !== plain(slot.professional))
    return false;
  if (wish.days.length > 0 && !wish.days.includes(slot.weekday)) return false;
  if (wish.periods.length > 0 && !wish.periods.includes(periodOfHour(slot.hour))) return false;
  return true;
}
