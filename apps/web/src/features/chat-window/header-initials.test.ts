import { describe, expect, it } from 'vitest';

import { headerInitials } from './header-initials';

describe('headerInitials', () => {
  it('takes the first two letters of the name in upper case, or ?', () => {
    expect(headerInitials('maria souza')).toBe('MA');
    expect(headerInitials(' Ó')).toBe('Ó');
    expect(headerInitials('ágata')).toBe('ÁG');
    expect(headerInitials(null)).toBe('?');
    expect(headerInitials('   ')).toBe('?');
  });
});
