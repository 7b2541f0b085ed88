import { describe, expect, it } from 'vitest';

import { maskPersonalData } from './mask-personal-data.ts';

describe('maskPersonalData', () => {
  it('masks CPFs, card numbers and e-mail addresses, written every usual way', () => {
    expect(maskPersonalData('Meu CPF é 123.456.789-09, ou 12345678909.')).toBe(
      'Meu CPF é [CPF], ou [CPF].',
    );
    expect(maskPersonalData('Cartão 4111 1111 1111 1111 e 5500-0000-0000-0004')).toBe(
      'Cartão [cartão] e [cartão]',
    );
    expect(maskPersonalData('Escreva para maria.silva+exame@clinica.com.br, obrigada')).toBe(
      'Escreva para [e-mail], obrigada',
    );
  });

  it('keeps prices, times, dates and short numbers', () => {
    const text = 'A consulta custa R$ 250,00, às 14:30 de 05/12/2026; sala 12, ramal 3456.';
    expect(maskPersonalData(text)).toBe(text);
  });
});
