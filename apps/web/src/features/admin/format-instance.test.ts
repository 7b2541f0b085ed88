import { describe, expect, it } from 'vitest';

import { formatDate, formatPhone, toDateInput } from './format-instance';

describe('formatPhone', () => {
  it('writes Brazilian mobiles and landlines as +55 (DD) NNNNN-NNNN', () => {
    expect(formatPhone('5511999990000')).toBe('+55 (11) 99999-0000');
    expect(formatPhone('551130000001')).toBe('+55 (11) 3000-0001');
    expect(formatPhone('+55 (21) 98765-4321')).toBe('+55 (21) 98765-4321');
  });

  it('keeps other numbers readable and empty ones empty', () => {
    expect(formatPhone('14155550100')).toBe('+14155550100');
    expect(formatPhone('')).toBe('');
    expect(formatPhone('  ')).toBe('');
  });
});

describe('formatDate', () => {
  it('is dd/MM/yyyy in the clinic time zone', () => {
    expect(formatDate('2026-03-05T15:00:00.000Z')).toBe('05/03/2026');
    // 01:00 UTC is still the evening before in São Paulo.
    expect(formatDate('2026-03-06T01:00:00.000Z')).toBe('05/03/2026');
  });

  it('is empty for no date or a broken one', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('amanhã')).toBe('');
  });
});

describe('toDateInput', () => {
  it('is the yyyy-mm-dd of a date input, in the clinic time zone', () => {
    expect(toDateInput('2026-12-31T23:59:59-03:00')).toBe('2026-12-31');
    expect(toDateInput(new Date('2026-01-02T12:00:00Z'))).toBe('2026-01-02');
    expect(toDateInput(null)).toBe('');
  });
});
