import { describe, expect, it } from 'vitest';

import { formatBrDate, isoDay, maskBrDate, parseBrDate } from './br-date';

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
    expect(parseBrDate('25/11/20')).toBe('incomplete');
    expect(parseBrDate('')).toBe('incomplete');
  });

  it('writes an ISO day the Brazilian way', () => {
    expect(formatBrDate('2026-11-05')).toBe('05/11/2026');
    expect(formatBrDate('')).toBe('');
    expect(isoDay(2027, 0, 9)).toBe('2027-01-09');
  });
});
