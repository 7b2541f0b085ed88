import { describe, expect, it } from 'vitest';

import { filterReadyTexts } from './ready-text-search';

const TEXTS = [
  { id: '1', title: 'Endereço', content: 'Estamos na Rua das Flores, 120.' },
  { id: '2', title: 'Boas-vindas', content: 'Olá, {nome}! Seja bem-vindo à clínica.' },
  { id: '3', title: 'Horário', content: 'Atendemos de segunda a sexta.' },
];

describe('filterReadyTexts', () => {
  it('an empty search keeps every text, in order', () => {
    expect(filterReadyTexts(TEXTS, '  ').map((t) => t.id)).toEqual(['1', '2', '3']);
  });

  it('matches the title or the text, without caring for case or accents', () => {
    expect(filterReadyTexts(TEXTS, 'ENDERECO').map((t) => t.id)).toEqual(['1']);
    expect(filterReadyTexts(TEXTS, 'clinica').map((t) => t.id)).toEqual(['2']);
    expect(filterReadyTexts(TEXTS, 'horario sexta').map((t) => t.id)).toEqual(['3']);
    expect(filterReadyTexts(TEXTS, 'flores sexta')).toEqual([]);
  });
});
