import { describe, expect, it } from 'vitest';

import { formatPhone, isPhoneLike } from './format-phone.ts';

describe('formatPhone', () => {
  it('groups Brazilian mobiles and landlines, however they were typed', () => {
    expect(formatPhone('5511987654321')).toBe('+55 (11) 98765-4321');
    expect(formatPhone('551132654321')).toBe('+55 (11) 3265-4321');
    expect(formatPhone('+55 (21) 98765-4321')).toBe('+55 (21) 98765-4321');
    expect(formatPhone(' 55 15 97449-1267 ')).toBe('+55 (15) 97449-1267');
  });

  it('gives other international numbers a +, keeps ids and short codes as they came', () => {
    expect(formatPhone('14155552671')).toBe('+14155552671');
    expect(formatPhone('120363025246125486-group')).toBe('120363025246125486-group');
    expect(formatPhone('120363025246125486@newsletter')).toBe('120363025246125486@newsletter');
    expect(formatPhone('123')).toBe('123');
    expect(formatPhone('')).toBe('');
  });

  it('tells a number from a name', () => {
    expect(isPhoneLike('5515974491267')).toBe(true);
    expect(isPhoneLike('+55 (15) 97449-1267')).toBe(true);
    expect(isPhoneLike('Clínica 24h')).toBe(false);
    expect(isPhoneLike('---')).toBe(false);
  });
});
