import { describe, expect, it } from 'vitest';

import { checkCode, checkName, checkNewEmail, checkNewPassword } from './profile-form';

describe('the Settings panel checks', () => {
  it('trims the name and refuses an empty one with the spec text', () => {
    expect(checkName('  Ana Lima ')).toEqual({ ok: true, value: 'Ana Lima' });
    expect(checkName('   ')).toEqual({ ok: false, message: 'Nome não pode ser vazio' });
    expect(checkName('a'.repeat(101)).ok).toBe(false);
  });

  it('refuses an empty or malformed e-mail and lower-cases a good one', () => {
    expect(checkNewEmail('')).toEqual({ ok: false, message: 'Email não pode ser vazio' });
    expect(checkNewEmail('ana@')).toEqual({ ok: false, message: 'E-mail inválido' });
    expect(checkNewEmail(' Ana@Clinica.com ')).toEqual({ ok: true, value: 'ana@clinica.com' });
  });

  it('asks for a password, the sign-up length and two equal copies', () => {
    expect(checkNewPassword('', '')).toEqual({ ok: false, message: 'Senha não pode ser vazia' });
    expect(checkNewPassword('curta', 'curta')).toEqual({
      ok: false,
      message: 'A senha deve ter no mínimo 8 caracteres',
    });
    expect(checkNewPassword('senha-nova-1', 'senha-nova-2')).toEqual({
      ok: false,
      message: 'As senhas não coincidem',
    });
    expect(checkNewPassword('senha-nova-1', 'senha-nova-1')).toEqual({
      ok: true,
      value: 'senha-nova-1',
    });
  });

  it('asks for the six-digit code', () => {
    expect(checkCode(' ')).toEqual({ ok: false, message: 'Código obrigatório' });
    expect(checkCode('12a4')).toEqual({ ok: false, message: 'O código deve ter 6 dígitos.' });
    expect(checkCode('123456')).toEqual({ ok: true, value: '123456' });
  });
});
