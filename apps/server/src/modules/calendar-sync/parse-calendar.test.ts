import { describe, expect, it } from 'vitest';

import { CalendarUnreadable, parseCalendar } from './parse-calendar.ts';

const DAY = 86_400_000;
const ics = (events: string) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//teste//PT\r\n${events}END:VCALENDAR\r\n`;

describe('parseCalendar', () => {
  const from = new Date('2031-03-03T00:00:00Z');
  const window = { from, to: new Date(from.getTime() + 60 * DAY) };

  it('expands a weekly event only within the window, with exclusions and a moved occurrence', () => {
    const body = ics(
      'BEGIN:VEVENT\r\nUID:semanal\r\nDTSTART;TZID=America/Sao_Paulo:20310106T090000\r\n' +
        'RRULE:FREQ=WEEKLY\r\nEXDATE;TZID=America/Sao_Paulo:20310310T090000\r\nSUMMARY:Retorno\r\nEND:VEVENT\r\n' +
        'BEGIN:VEVENT\r\nUID:semanal\r\nRECURRENCE-ID;TZID=America/Sao_Paulo:20310317T090000\r\n' +
        'DTSTART;TZID=America/Sao_Paulo:20310317T150000\r\nSUMMARY:Retorno\r\nEND:VEVENT\r\n',
    );
    const { occurrences, capped } = parseCalendar(body, window, 500);
    expect(capped).toBe(false);
    const starts = occurrences.map((o) => o.start.toISOString());
    // Mondays from 3 March to the window's end (1 May), 10 March excluded, 17 March at 15:00.
    expect(starts[0]).toBe('2031-03-03T12:00:00.000Z');
    expect(starts).not.toContain('2031-03-10T12:00:00.000Z');
    expect(starts).toContain('2031-03-17T18:00:00.000Z');
    expect(starts.at(-1)).toBe('2031-04-28T12:00:00.000Z');
    expect(occurrences).toHaveLength(8);
    expect(new Set(occurrences.map((o) => o.key)).size).toBe(8);
  });

  it('caps the occurrences of an endless daily rule', () => {
    const body = ics(
      'BEGIN:VEVENT\r\nUID:diario\r\nDTSTART:20310101T120000Z\r\nRRULE:FREQ=HOURLY\r\nSUMMARY:x\r\nEND:VEVENT\r\n',
    );
    const { occurrences, capped } = parseCalendar(body, window, 20);
    expect(occurrences).toHaveLength(20);
    expect(capped).toBe(true);
  });

  it('refuses what is not a calendar', () => {
    expect(() => parseCalendar('<html>login</html>', window, 10)).toThrow(CalendarUnreadable);
    expect(() => parseCalendar('', window, 10)).toThrow(CalendarUnreadable);
  });
});
