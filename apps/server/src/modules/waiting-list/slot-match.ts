import { periodOfHour, plainName, utcToLocal, type WaitingPeriod } from '@conecta/contract';

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

/** A slot's weekday and hour where the clinic is. */
export function shapeOf(
  startsAt: Date,
  zone: string,
  professional: string,
  procedure: string,
): SlotShape {
  const local = utcToLocal(startsAt, zone);
  const weekday = new Date(`${local.slice(0, 10)}T12:00:00Z`).getUTCDay();
  return { professional, procedure, weekday, hour: Number(local.slice(11, 13)) };
}

/** The waiting patients a freed appointment's slot fits, in the list's order. */
export function matchesOf<W extends WaitingWish & { chatId: string }>(
  slot: {
    chatId: string;
    startsAt: Date;
    timeZone: string;
    professional: string;
    procedure: string;
  },
  waiting: W[],
): W[] {
  const shape = shapeOf(slot.startsAt, slot.timeZone, slot.professional, slot.procedure);
  // The patient who freed it is not offered it back.
  return waiting.filter((e) => e.chatId !== slot.chatId && slotFits(shape, e));
}
