import { describe, expect, it } from 'vitest';

import { isOptOut } from './opt-out.ts';

describe('isOptOut', () => {
  it.each([
    'PARAR',
    'parar',
    'Parar.',
    '  sair  ',
    'Sair!',
    'cancelar',
    'Descadastrar',
    'DESCADASTRAR!!',
    'párar',
  ])('reads %j as a request to stop', (text) => {
    expect(isOptOut(text)).toBe(true);
  });

  it.each([
    'pode parar de ligar?',
    'quero cancelar a consulta de amanhã',
    'Parar?',
    'sim',
    '',
    'parar parar',
    'PARARAM',
  ])('leaves %j to staff', (text) => {
    expect(isOptOut(text)).toBe(false);
  });

  it('is false without a text (an audio, a picture)', () => {
    expect(isOptOut(null)).toBe(false);
    expect(isOptOut(undefined)).toBe(false);
  });
});

describe('isOptOut with a clinic of its own words', () => {
  const words = ['Não quero mais', 'STOP'];

  it.each(['nao quero mais', 'NÃO  QUERO MAIS!', 'stop.'])(
    'reads %j as a request to stop',
    (text) => {
      expect(isOptOut(text, words)).toBe(true);
    },
  );

  it('no longer reads a default word the clinic took out', () => {
    expect(isOptOut('PARAR', words)).toBe(false);
    expect(isOptOut('PARAR')).toBe(true);
  });
});
