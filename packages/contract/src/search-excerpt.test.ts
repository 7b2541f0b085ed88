import { describe, expect, it } from 'vitest';

import { findSearchMatch, foldSearchText, searchExcerpt } from './search-excerpt.ts';

describe('the search excerpt', () => {
  it('folds case and accents one unit for one', () => {
    expect(foldSearchText('João CONFIRMAÇÃO')).toBe('joao confirmacao');
    expect(foldSearchText('João').length).toBe('João'.length);
  });

  it('finds the typed text whatever its accents, where it is in the original', () => {
    const text = 'Olá, a confirmação do JEJUM chegou';
    const match = findSearchMatch(text, 'jejum');
    expect(match && text.slice(match.start, match.end)).toBe('JEJUM');
    expect(findSearchMatch(text, 'confirmacao')).toEqual({ start: 7, end: 18 });
    expect(findSearchMatch(text, 'nada')).toBeNull();
  });

  it('keeps the words around the match, cut at word edges with …', () => {
    const long = `${'palavra '.repeat(20)}o resultado do meu exame de sangue chegou ${'depois '.repeat(30)}`;
    const excerpt = searchExcerpt(long, 'exame');
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt).toContain('o resultado do meu exame de sangue chegou');
    expect(excerpt).toMatch(/^…palavra /);
    expect(searchExcerpt('Exame\namanhã', 'exame')).toBe('Exame amanhã');
  });
});
