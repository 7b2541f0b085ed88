import { dayIn, defaultOpeningHours, localToUtc, shiftDay } from '@conecta/contract';
import { describe, expect, it } from 'vitest';

import { offerHold, type SendOutlook } from './offer-hold.ts';

const ZONE = 'America/Sao_Paulo';
/** Today at 10:00 where the clinic is, and a local time `days` days from today. */
const today = dayIn(new Date(), ZONE);
const at = (days: number, time: string) => localToUtc(`${shiftDay(today, days)}T${time}`, ZONE);
const now = at(0, '10:00');
const outlook = (o: Partial<SendOutlook> = {}): SendOutlook => ({
  hours: null,
  zone: ZONE,
  dayFull: false,
  now,
  ...o,
});

/** When an offer goes, as the automatic sender will send it (issue 53, item 7). */
describe('offerHold', () => {
  it('is null when the offer goes now', () => {
    expect(offerHold(outlook(), { startsAt: at(1, '15:00') }, now)).toBeNull();
  });

  it("waits for the next day when the number's day is used up, and says it", () => {
    expect(offerHold(outlook({ dayFull: true }), { startsAt: at(2, '15:00') }, now)).toEqual({
      when: 'às 00:00',
      why: 'limit',
      tooLate: false,
    });
  });

  it('does not go when the next day comes past its last moment, an hour before the slot', () => {
    // Tomorrow at 00:30: the offer's last moment is 23:30 today, before the next day.
    expect(offerHold(outlook({ dayFull: true }), { startsAt: at(1, '00:30') }, now)).toMatchObject({
      why: 'limit',
      tooLate: true,
    });
  });

  it("waits for the clinic's opening, and counts the opening's first minutes against the deadline", () => {
    // Open only the day after tomorrow, from 08:00.
    const opensOn = new Date(`${shiftDay(today, 2)}T12:00:00Z`).getUTCDay();
    const hours = {
      ...defaultOpeningHours(ZONE),
      enabled: true,
      closedDates: [],
      days: defaultOpeningHours(ZONE).days.map((_, d) =>
        d === opensOn ? [{ start: '08:00', end: '18:00' }] : [],
      ),
    };
    const closed = outlook({ hours });
    expect(offerHold(closed, { startsAt: at(2, '15:00') }, now)).toMatchObject({
      why: 'closed',
      tooLate: false,
    });
    // 09:05: its last moment is 08:05, within the minutes the held messages spread over.
    expect(offerHold(closed, { startsAt: at(2, '09:05') }, now)?.tooLate).toBe(true);
    // A message held for 08:00 is due at 08:07 (its place in the stagger): still 'às 08:00'.
    const due = new Date(at(2, '08:00').getTime() + 7 * 60_000);
    expect(offerHold(closed, { startsAt: at(2, '15:00') }, due, 'msg')?.when).toMatch(/às 08:00$/);
  });
});
