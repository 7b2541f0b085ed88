import { describe, expect, it } from 'vitest';

import { internationalPhone } from './international-phone.ts';

describe('internationalPhone', () => {
  it('reads a number with its country code, written any usual way', () => {
    expect(internationalPhone('+55 (11) 98765-4321')).toBe('5511987654321');
    expect(internationalPhone('551132654321')).toBe('551132654321');
    expect(internationalPhone('+1 415 555 0123')).toBe('14155550123');
    expect(internationalPhone('+351 912 345 678')).toBe('351912345678');
  });

  it('refuses a Brazilian number without 55, a bad DDD, and what is not a phone', () => {
    expect(internationalPhone('11 98765-4321')).toBeNull();
    expect(internationalPhone('(21) 3265-4321')).toBeNull();
    expect(internationalPhone('5501987654321')).toBeNull();
    expect(internationalPhone('55119876543210')).toBeNull();
    expect(internationalPhone('0800 123 4567')).toBeNull();
    expect(internationalPhone('123')).toBeNull();
    expect(internationalPhone('BR.1502576394655843')).toBeNull();
    expect(internationalPhone('+55 11 9876x4321')).toBeNull();
  });
});
