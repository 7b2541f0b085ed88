import { describe, expect, it } from 'vitest';

import { checkResetPassword, isResetTokenShaped } from './validate-reset';

describe('the reset page checks', () => {
  it('asks for a password of the sign-up length, typed twice the same', () => {
    expect(checkResetPassword('', '')).toEqual({
      ok: false,
      field: 'password',
      message: 'Senha não pode ser vazia',
    });
    expect(checkResetPassword('curta', 'curta')).toMatchObject({ ok: false, field: 'password' });
    expect(checkResetPassword('senha-nova-1', 'senha-nova-2')).toEqual({
      ok: false,
      field: 'confirmation',
      message: 'As senhas não coincidem',
    });
    expect(checkResetPassword('senha-nova-1', 'senha-nova-1')).toEqual({
      ok: true,
      password: 'senha-nova-1',
    });
  });

  it('recognises the shape of a mailed token', () => {
    expect(isResetTokenShaped(null)).toBe(false);
    expect(isResetTokenShaped('abc')).toBe(false);
    expect(isResetTokenShaped('A'.repeat(43))).toBe(true);
  });
});
