import { describe, expect, it } from 'vitest';

import { confirmsPhone } from './privacy.ts';

describe('confirmsPhone', () => {
  it.each([
    ['5511987650021', true],
    ['+55 (11) 98765-0021', true],
    ['(11) 98765-0021', true],
    ['11987650021', true],
    ['1198765002', false],
    ['5511987650022', false],
    ['', false],
    ['0021', false],
  ])('%s -> %s', (typed, ok) => expect(confirmsPhone(typed, '5511987650021')).toBe(ok));
});

describe('confirmsPhone for a Cloud API username user', () => {
  it('takes the @username (any case, with or without @), not the BSUID the chat is keyed by', () => {
    const bsuid = 'BR.1502576394655843';
    expect(confirmsPhone('@ana.souza', bsuid, 'ana.souza')).toBe(true);
    expect(confirmsPhone('Ana.Souza', bsuid, 'ana.souza')).toBe(true);
    expect(confirmsPhone('@ana', bsuid, 'ana.souza')).toBe(false);
    expect(confirmsPhone('@', bsuid, 'ana.souza')).toBe(false);
    // A phone chat that also has a username still takes its number.
    expect(confirmsPhone('11 98765-0021', '5511987650021', 'ana.souza')).toBe(true);
  });
});
