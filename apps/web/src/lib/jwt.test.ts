import { describe, expect, it } from 'vitest';

import { fakeJwt, toBase64Url } from '@/test/fake-jwt';

import { decodeBase64Url, getJwtExpiry } from './jwt';

describe('getJwtExpiry', () => {
  it('reads exp (seconds) as epoch milliseconds', () => {
    expect(getJwtExpiry(fakeJwt(1_700_000_000))).toBe(1_700_000_000_000);
  });

  it('decodes base64url payloads that use - and _ and no padding', () => {
    const payload = toBase64Url(JSON.stringify({ exp: 1, n: 'ÿ?>~' }));
    expect(payload).toMatch(/[-_]/);
    expect(getJwtExpiry(`x.${payload}.y`)).toBe(1000);
  });

  it('returns null for tokens without a readable exp', () => {
    expect(getJwtExpiry('not-a-jwt')).toBeNull();
    expect(getJwtExpiry('a.!!!.c')).toBeNull();
    expect(getJwtExpiry(`a.${toBase64Url('{"sub":"x"}')}.c`)).toBeNull();
    expect(getJwtExpiry(`a.${toBase64Url('{"exp":"soon"}')}.c`)).toBeNull();
    expect(getJwtExpiry(`a.${toBase64Url('not json')}.c`)).toBeNull();
  });
});

describe('decodeBase64Url', () => {
  it('decodes UTF-8 text', () => {
    expect(decodeBase64Url(toBase64Url('Clínica'))).toBe('Clínica');
  });
});
