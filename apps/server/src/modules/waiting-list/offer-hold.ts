import {
  dayIn,
  localToUtc,
  nextOpening,
  type OfferHold,
  openingLabel,
  type OpeningHours,
  shiftDay,
} from '@conecta/contract';

import { STAGGER_MS, staggerMs } from '../routines/index.ts';

/** An offer goes at the latest an hour before its slot (`scheduler/strategies/slot-offers.ts`). */
export const OFFER_DEADLINE_MS = 3_600_000;
/** A message due within this is going now (the sender's next passes), not held. */
const SOON_MS = 2 * 60_000;

/** What the sender's gate will weigh for a clinic's offer messages, read once a request. */
export interface SendOutlook {
  hours: OpeningHours | null;
  /** The zone the number's day is counted in (the clinic's hours', else the default). */
  zone: string;
  /** The number already sent today's cap of automatic messages. */
  dayFull: boolean;
  now: Date;
}

/**
 * When an offer message due at `due` would go, as the automatic sender decides it (opening
 * hours with the stagger of the held ones, then the number's cap a day, whose overflow waits for
 * the next local day's opening), and whether that is past the offer's last moment. `key` is the
 * message's id when it exists (its place in the stagger); without it the whole stagger is
 * counted, so 'it goes' is never promised for a message the gate will refuse. Null: it goes now.
 */
export function offerHold(
  outlook: SendOutlook,
  slot: { startsAt: Date },
  due: Date,
  key?: string,
): OfferHold | null {
  const { hours, zone, dayFull, now } = outlook;
  const opening = (at: Date) => (hours?.enabled ? nextOpening(hours, at) : at);
  const from = new Date(Math.max(now.getTime(), due.getTime()));
  const today = dayIn(now, zone);
  let at = opening(from);
  let why: OfferHold['why'];
  if (dayFull && dayIn(at, zone) === today) {
    // Nothing more goes today: the next local day's opening.
    const tomorrow = localToUtc(`${shiftDay(today, 1)}T00:00`, zone);
    at = opening(new Date(Math.max(from.getTime(), tomorrow.getTime())));
    why = 'limit';
  } else if (opening(now).getTime() > now.getTime()) why = 'closed';
  else why = dayFull ? 'limit' : 'queue';
  if (at.getTime() - now.getTime() <= SOON_MS) return null;
  // Held for an opening, it goes within the opening's first minutes (the stagger).
  const stagger =
    at.getTime() > from.getTime() ? (key && why === 'closed' ? staggerMs(key) : STAGGER_MS) : 0;
  return {
    when: openingLabel(openingOf(hours, at), now, zone),
    why,
    tooLate: at.getTime() + stagger > slot.startsAt.getTime() - OFFER_DEADLINE_MS,
  };
}

/**
 * The opening a moment within an opening's stagger belongs to (a message held for 08:00 is due
 * at 08:07): people are told 'às 08:00', as the clinic's hours say it.
 */
function openingOf(hours: OpeningHours | null, at: Date): Date {
  if (!hours?.enabled) return at;
  const before = new Date(at.getTime() - STAGGER_MS);
  const opened = nextOpening(hours, before);
  return opened.getTime() === before.getTime() ? at : opened;
}
