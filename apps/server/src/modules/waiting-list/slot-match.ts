import { periodOfHour, plainName, type WaitingPeriod } from '@conecta/contract';

/** A freed slot as the waiting list reads it: local weekday and hour in the clinic's zone. */
export interface SlotShape {
  professional: string;
  /** '' when the appointment did not say. */
  procedure: string;
  /** 0 = domingo. */
  weekday: number;
  hour: number;
}

export interface WaitingWish {
  professional: string;
  procedure: string;
  days: number[];
  periods: WaitingPeriod[];
}

/** Both named, and not the same once plain (case, accents, punctuation aside). */
const differ = (wished: string, offered: string) =>
  plainName(wished) !== '' && plainName(offered) !== '' && plainName(wished) !== plainName(offered);

/**
 * Whether a freed slot is what a waiting patient asked for: the professional (or any), the
 * procedure when the appointment says one (a 'Limpeza' patient is not offered a 'Consulta'), one
 * of the preferred weekdays (or any) and one of the preferred periods (or any).
 */
export function slotFits(slot: SlotShape, wish: WaitingWish): boolean {
  if (plainName(wish.professional) && plainName(wish.professional) !== plainName(slot.professional))
    return false;
  if (differ(wish.procedure, slot.procedure)) return false;
  if (wish.days.length > 0 && !wish.days.includes(slot.weekday)) return false;
  if (wish.periods.length > 0 && !wish.periods.includes(periodOfHour(slot.hour))) return false;
  return true;
}
