import { describe, expect, it } from 'vitest';

import { procedureOf, readPhones } from './read-phones.ts';

describe('readPhones', () => {
  it('reads Brazilian numbers as chat keys, with and without the ninth digit', () => {
    expect(readPhones('Limpeza - (11) 98765-4321')).toEqual(['5511987654321', '551187654321']);
    expect(readPhones('+55 11 98765 4321')).toEqual(['5511987654321', '551187654321']);
    // Without the nine, as older contacts were saved: folded in.
    expect(readPhones('tel 11 8765-4321')).toEqual(['5511987654321', '551187654321']);
    expect(readPhones('011 98765-4321')).toEqual(['5511987654321', '551187654321']);
    // A fixed line keeps its digits.
    expect(readPhones('(21) 3333-4444')).toEqual(['552133334444']);
  });

  it('reads the description and the location too, and ignores what is not a phone', () => {
    expect(readPhones('Consulta', undefined, 'Paciente: 21987650000')).toEqual([
      '5521987650000',
      '552187650000',
    ]);
    expect(readPhones('Sala 12, 2026-12-01 09:00')).toEqual([]);
    expect(readPhones('(00) 98765-4321')).toEqual([]);
  });
});

describe('procedureOf', () => {
  it('keeps the title without the phone', () => {
    expect(procedureOf('Limpeza - (11) 98765-4321', 80)).toBe('Limpeza');
    expect(procedureOf('11987654321 | Canal', 80)).toBe('Canal');
  });
});
