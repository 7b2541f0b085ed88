import { describe, expect, it } from 'vitest';

import { foldBrazilMobile, withoutNinthDigit, WITHOUT_NINE_SQL } from './brazil-mobile.ts';

describe('the ninth digit', () => {
  it('folds a Brazilian mobile without the nine, and leaves everything else', () => {
    expect(foldBrazilMobile('551187654321')).toBe('5511987654321');
    expect(foldBrazilMobile('5511987654321')).toBe('5511987654321');
    expect(foldBrazilMobile('558199998888')).toBe('5581999998888');
    // Fixed lines (2 to 5), a DDD with a zero, other countries, groups and BSUIDs stay.
    expect(foldBrazilMobile('551132654321')).toBe('551132654321');
    expect(foldBrazilMobile('551087654321')).toBe('551087654321');
    expect(foldBrazilMobile('16505551234')).toBe('16505551234');
    expect(foldBrazilMobile('120363025246125486-group')).toBe('120363025246125486-group');
    expect(foldBrazilMobile('BR.1502576394655843')).toBe('BR.1502576394655843');
  });

  it('names the twin without the nine', () => {
    expect(withoutNinthDigit('5511987654321')).toBe('551187654321');
    expect(withoutNinthDigit('5511932654321')).toBeNull();
    expect(new RegExp(WITHOUT_NINE_SQL).test('551187654321')).toBe(true);
    expect(new RegExp(WITHOUT_NINE_SQL).test('5511987654321')).toBe(false);
  });
});
