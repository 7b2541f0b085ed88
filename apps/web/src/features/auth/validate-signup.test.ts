import { MSG } from '@conecta/contract';
import { describe, expect, it } from 'vitest';

import { validateSignup } from './validate-signup';

const base = {
  name: 'Ana',
  email: 'Ana@Clinica.com',
  password: 'segura123',
  confirmPassword: 'segura123',
};

describe('validateSignup', () => {
  it('asks for every field', () => {
    expect(validateSignup({ ...base, name: '  ' })).toEqual({ kind: 'missing' });
    expect(validateSignup({ ...base, confirmPassword: '' })).toEqual({ kind: 'missing' });
  });

  it('applies the contract rules and the match rule', () => {
    const check = validateSignup({ ...base, password: 'curta', confirmPassword: 'outra' });
    expect(check).toEqual({
      kind: 'invalid',
      errors: {
        password: MSG.validation.passwordMin,
        confirmPassword: MSG.signup.passwordsMismatch,
      },
    });
    expect(validateSignup({ ...base, email: 'ana@' })).toMatchObject({
      errors: { email: MSG.validation.emailInvalid },
    });
  });

  it('returns the parsed values', () => {
    expect(validateSignup(base)).toEqual({
      kind: 'valid',
      data: { name: 'Ana', email: 'ana@clinica.com', password: 'segura123' },
    });
  });
});
