import { describe, expect, it } from 'vitest';

import { slotFits } from './slot-match.ts';

const tuesday10 = { professional: 'Dra. Ana', procedure: '', weekday: 2, hour: 10 };
const any = { professional: '', procedure: 'Limpeza', days: [], periods: [] };

describe('slotFits', () => {
  it.each([
    [any, true],
    [{ ...any, professional: 'dra. ána' }, true],
    // Typed without the dot, or with other spacing: the same professional (issue 53).
    [{ ...any, professional: 'Dra Ana' }, true],
    [{ ...any, professional: ' DRA.  ANA ' }, true],
    [{ ...any, professional: 'Dr. Paulo' }, false],
    [{ ...any, days: [1, 2], periods: ['morning' as const] }, true],
    [{ ...any, days: [3] }, false],
    [{ ...any, periods: ['afternoon' as const, 'evening' as const] }, false],
  ])('%j fits a Tuesday 10:00 with Dra. Ana: %s', (wish, fits) => {
    expect(slotFits(tuesday10, wish)).toBe(fits);
  });

  it('offers a slot whose appointment named a procedure only to who waits for it', () => {
    const consulta = { ...tuesday10, procedure: 'Consulta' };
    expect(slotFits(consulta, any)).toBe(false);
    expect(slotFits(consulta, { ...any, procedure: 'consulta' })).toBe(true);
    expect(slotFits({ ...tuesday10, procedure: 'limpeza.' }, any)).toBe(true);
    // An appointment that did not say its procedure may be any.
    expect(slotFits(tuesday10, any)).toBe(true);
  });

  it('reads 12:00 as tarde and 18:00 as noite', () => {
    expect(slotFits({ ...tuesday10, hour: 12 }, { ...any, periods: ['afternoon'] })).toBe(true);
    expect(slotFits({ ...tuesday10, hour: 18 }, { ...any, periods: ['evening'] })).toBe(true);
  });
});
