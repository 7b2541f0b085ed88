import { describe, expect, it } from 'vitest';

import { periodDays } from './access-period';

const none = { from: '', to: '' };

describe("the access log's period", () => {
  it("counts today in 'Últimos 7 dias' and 'Últimos 30 dias', across a month's end", () => {
    expect(periodDays('7d', '2026-12-03', none)).toEqual({ from: '2026-11-27' });
    expect(periodDays('30d', '2026-12-03', none)).toEqual({ from: '2026-11-04' });
    expect(periodDays('all', '2026-12-03', none)).toEqual({});
  });

  it('takes the chosen days, either one alone, and leaves out one not yet a day', () => {
    expect(periodDays('custom', '2026-12-03', { from: '2026-11-01', to: '2026-11-30' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(periodDays('custom', '2026-12-03', { from: '', to: '2026-11-30' })).toEqual({
      to: '2026-11-30',
    });
    expect(periodDays('custom', '2026-12-03', { from: 'invalid', to: '' })).toEqual({});
    expect(periodDays('custom', '2026-12-03', { from: '2026-11-30', to: '2026-11-30' })).toEqual({
      from: '2026-11-30',
      to: '2026-11-30',
    });
  });

  it('asks for nothing when the first day is after the last', () => {
    expect(periodDays('custom', '2026-12-03', { from: '2026-12-01', to: '2026-11-30' })).toBeNull();
  });
});
