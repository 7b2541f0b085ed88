import { describe, expect, it } from 'vitest';

import { readSatisfactionScore } from './satisfaction-score.ts';

describe('readSatisfactionScore', () => {
  it.each([
    ['10', 10],
    ['nota 9', 9],
    ['dou 7 pra vocês', 7],
    ['zero', 0],
    ['Dez!', 10],
    ['8,5', 8],
    ['dou um 10', 10],
  ])('reads %j as %i', (text, score) => {
    expect(readSatisfactionScore(text)).toBe(score);
  });

  it.each(['ótimo atendimento', 'entre 7 e 8', '100', ''])('reads %j as nothing', (text) => {
    expect(readSatisfactionScore(text)).toBeNull();
  });
});
