import { describe, expect, it } from 'vitest';

import { reportRange } from './report-range.ts';

/** The periods in the clinic's zone: São Paulo is UTC-3, so 01:30 UTC is still yesterday there. */
describe('reportRange', () => {
  const tz = 'America/Sao_Paulo';
  // 1 March 2025, 01:30 UTC = 28 February 2025, 22:30 in São Paulo.
  const now = new Date('2025-03-01T01:30:00Z');
  const days = (p: Parameters<typeof reportRange>[0], custom = {}) => {
    const r = reportRange(p, now, tz, custom)!;
    return [r.firstDay, r.lastDay, r.from.toISOString(), r.to.toISOString()];
  };

  it('reads today, the last days and the months in the clinic zone', () => {
    expect(days('today')).toEqual([
      '2025-02-28',
      '2025-02-28',
      '2025-02-28T03:00:00.000Z',
      '2025-03-01T03:00:00.000Z',
    ]);
    expect(days('7d').slice(0, 2)).toEqual(['2025-02-22', '2025-02-28']);
    expect(days('30d').slice(0, 2)).toEqual(['2025-01-30', '2025-02-28']);
    expect(days('month').slice(0, 2)).toEqual(['2025-02-01', '2025-02-28']);
    expect(days('lastMonth')).toEqual([
      '2025-01-01',
      '2025-01-31',
      '2025-01-01T03:00:00.000Z',
      '2025-02-01T03:00:00.000Z',
    ]);
  });

  it('takes a custom period of real days, in order, of at most 366 days', () => {
    expect(days('custom', { from: '2024-12-31', to: '2025-01-01' }).slice(0, 2)).toEqual([
      '2024-12-31',
      '2025-01-01',
    ]);
    expect(reportRange('custom', now, tz, {})).toBeNull();
    expect(reportRange('custom', now, tz, { from: '2025-02-29', to: '2025-03-01' })).toBeNull();
    expect(reportRange('custom', now, tz, { from: '2025-02-02', to: '2025-02-01' })).toBeNull();
    expect(reportRange('custom', now, tz, { from: '2024-01-01', to: '2025-01-01' })).toBeNull();
    expect(reportRange('custom', now, tz, { from: '2024-01-01', to: '2024-12-31' })).not.toBeNull();
  });
});
