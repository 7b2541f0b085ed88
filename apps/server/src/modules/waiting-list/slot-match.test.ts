import { describe, expect, it } from 'vitest';

import { slotFits } from './slot-match.ts';

const tuesday10 = { professional: 'Dra. Ana', weekday: 2, hour: 10 };

describe('slotFits', () => {
  it.each([
    [{ professional: '', days: [], periods: [] }, true],
    [{ professional: 'dra. ána', days: [], periods: [] }, true],
    [{ professional: 'Dr. Paulo', days: [], periods: [] }, false],
    [{ professional: '', days: [1, 2], periods: ['morning' as const] }, true],
    [{ professional: '', days: [3], periods: [] }, false],
    [{ professional: '', days: [], periods: ['afternoon' as const, 'evening' as const] }, false],
  ])('%j fits a Tuesday 10:00 with Dra. Ana: %s', (wish, fits) => {
    expect(slotFits(tuesday10, wish)).toBe(fits);
  });

  it('reads 12:00 as tarde and 18:00 as noite', () => {
    expect(
      slotFits({ ...tuesday10, hour: 12 }, { professional: '', days: [], periods: ['afternoon'] }),
    ).toBe(true);
    expect(
      slotFits({ ...tuesday10, hour: 18 }, { professional: '', days: [], periods: ['evening'] }),
    ).toBe(true);
  });
});
