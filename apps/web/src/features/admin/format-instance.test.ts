import { describe, expect, it } from 'vitest';

import type { WebInstance } from '@conecta/contract';

import { formatDate, formatPhone, numberLine, toDateInput } from './format-instance';

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

describe('numberLine', () => {
  const number = (id: string, userId: string, over: Partial<WebInstance> = {}) =>
    ({ id, userId, label: null, mainNumber: true, ...over }) as WebInstance;

  it("says nothing new for a clinic's only number, and shows its name", () => {
    const only = number('a', 'u1');
    expect(numberLine(only, [only])).toBe('');
    const named = number('a', 'u1', { label: 'Recepção' });
    expect(numberLine(named, [named])).toBe('Recepção');
  });

  it("tells a clinic's main number from its others", () => {
    const main = number('a', 'u1', { label: 'Recepção' });
    const second = number('b', 'u1', { label: 'Financeiro', mainNumber: false });
    const otherClinic = number('c', 'u2');
    const all = [main, second, otherClinic];
    expect(numberLine(main, all)).toBe('Recepção · Número principal');
    expect(numberLine(second, all)).toBe('Financeiro · Número adicional');
    expect(numberLine(otherClinic, all)).toBe('');
  });
});
