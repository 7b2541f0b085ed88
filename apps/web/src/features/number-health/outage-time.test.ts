import { describe, expect, it } from 'vitest';

import { outageTime } from './outage-time';

describe('outageTime', () => {
  const now = new Date('2030-03-10T18:00:00Z');

  it('says the hour alone for today, in the member zone', () => {
    expect(outageTime('2030-03-10T17:32:00Z', now, 'America/Sao_Paulo')).toBe('14:32');
  });

  it('adds the day for another day', () => {
    expect(outageTime('2030-03-09T17:32:00Z', now, 'America/Sao_Paulo')).toBe('09/03 14:32');
  });
});
