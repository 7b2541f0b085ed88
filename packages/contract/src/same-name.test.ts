import { describe, expect, it } from 'vitest';

import { knownName, plainName, sameName } from './same-name.ts';

describe('sameName', () => {
  it.each([
    ['Dra Ana Souza', 'Dra. Ana Souza', true],
    ['dra. ána  souza', 'Dra. Ana Souza', true],
    ['Dr. Paulo', 'Dra. Ana Souza', false],
    ['Limpeza', 'limpeza ', true],
    ['Clareamento', 'Limpeza', false],
    ['', '', false],
  ])('%s and %s: %s', (a, b, same) => {
    expect(sameName(a, b)).toBe(same);
  });

  it('reads punctuation as a space, so words stay apart', () => {
    expect(plainName('Dra.Ana-Souza')).toBe('dra ana souza');
  });
});

describe('knownName', () => {
  it("takes the clinic's spelling for what was typed, and keeps a new name as typed", () => {
    const known = ['Dra. Ana Souza', 'Dr. Paulo Lima'];
    expect(knownName(' dra ana  souza ', known)).toBe('Dra. Ana Souza');
    expect(knownName('Dra.  Beatriz', known)).toBe('Dra. Beatriz');
  });
});
