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
