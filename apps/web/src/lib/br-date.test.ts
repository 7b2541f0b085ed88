import { describe, expect, it } from 'vitest';

import {
  formatBrDate,
  formatBrDateTime,
  formatDayInWords,
  isoDay,
  maskBrDate,
  maskDayText,
  parseBrDate,
  readBrDay,
} from './br-date';

describe('dd/mm/aaaa dates', () => {
  it('masks what is typed, digits only', () => {
    expect(maskBrDate('2')).toBe('2');
    expect(maskBrDate('2511')).toBe('25/11');
    expect(maskBrDate('25/11/2026')).toBe('25/11/2026');
    expect(maskBrDate('25112026999')).toBe('25/11/2026');
    expect(maskBrDate('ab25-1')).toBe('25/1');
  });

  it('reads a complete day into ISO, and tells an impossible one', () => {
    expect(parseBrDate('25/11/2026')).toBe('2026-11-25');
    expect(parseBrDate('29/02/2028')).toBe('2028-02-29');
    expect(parseBrDate('29/02/2027')).toBe('invalid');
    expect(parseBrDate('31/04/2027')).toBe('invalid');
    expect(parseBrDate('00/01/2027')).toBe('invalid');
    // The years the API takes: 1900 to 9998 (issue 47).
    expect(parseBrDate('31/12/9998')).toBe('9998-12-31');
    expect(parseBrDate('31/12/9999')).toBe('invalid');
    expect(parseBrDate('01/01/1900')).toBe('1900-01-01');
    expect(parseBrDate('31/12/1899')).toBe('invalid');
    expect(parseBrDate('25/11/20')).toBe('incomplete');
    expect(parseBrDate('')).toBe('incomplete');
  });

  it('writes an ISO day the Brazilian way', () => {
    expect(formatBrDate('2026-11-05')).toBe('05/11/2026');
    expect(formatBrDate('')).toBe('');
    expect(isoDay(2027, 0, 9)).toBe('2027-01-09');
  });

  it('says a day in words, with the year only when it is not the current one', () => {
    expect(formatDayInWords('2026-11-27', '2026-11-20')).toBe('sexta-feira, 27 de novembro');
    expect(formatDayInWords('2027-01-01', '2026-12-31')).toBe('sexta-feira, 1 de janeiro de 2027');
    expect(formatDayInWords('', '2026-11-20')).toBe('');
    expect(formatDayInWords('invalid', '2026-11-20')).toBe('');
  });

  it("writes an instant in the clinic's zone when told it", () => {
    // 23:30 in São Paulo, already the next day in UTC.
    expect(formatBrDateTime('2026-11-28T02:30:00Z', 'America/Sao_Paulo')).toBe('27/11/2026, 23:30');
    expect(formatBrDateTime('2026-11-28T02:30:00Z', 'UTC')).toBe('28/11/2026, 02:30');
    expect(formatBrDateTime('não é data', 'UTC')).toBe('');
  });

  it("keeps a typed day readable, with the person's own separators", () => {
    expect(maskDayText('2811')).toBe('28/11');
    expect(maskDayText('28112026')).toBe('28/11/2026');
    expect(maskDayText('1/12/26')).toBe('1/12/26');
    expect(maskDayText('1-12')).toBe('1/12');
    expect(maskDayText('28/')).toBe('28/');
    expect(maskDayText('28//11')).toBe('28/11');
    expect(maskDayText('28/11/202699')).toBe('28/11/2026');
    expect(maskDayText('ab')).toBe('');
  });

  it("reads 'dd/mm' as this year, or the next when the field takes no past day", () => {
    // Typed on 20/11/2026.
    const today = '2026-11-20';
    expect(readBrDay('28/11', today, today)).toBe('2026-11-28');
    expect(readBrDay('20/11', today, today)).toBe('2026-11-20');
    expect(readBrDay('19/11', today, today)).toBe('2027-11-19');
    expect(readBrDay('5/1', today, today)).toBe('2027-01-05');
    // A field that takes past days (a log's period) keeps this year.
    expect(readBrDay('19/11', today)).toBe('2026-11-19');
    // Typed on 02/01/2027: a day of late December is next December.
    expect(readBrDay('28/12', '2027-01-02', '2027-01-02')).toBe('2027-12-28');
  });

  it("reads 'dd/mm/aa' and 'dd/mm/aaaa', and tells an impossible day", () => {
    const today = '2026-11-20';
    expect(readBrDay('28/11/26', today, today)).toBe('2026-11-28');
    expect(readBrDay('28/11/2027', today, today)).toBe('2027-11-28');
    // A written year is kept even when passed: the form says it passed.
    expect(readBrDay('28/11/2025', today, today)).toBe('2025-11-28');
    expect(readBrDay('31/02', today, today)).toBe('invalid');
    expect(readBrDay('32/01/2027', today)).toBe('invalid');
    expect(readBrDay('28', today)).toBe('incomplete');
    expect(readBrDay('28/11/202', today)).toBe('incomplete');
    expect(readBrDay('', today)).toBe('incomplete');
  });
});
