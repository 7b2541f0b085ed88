import { describe, expect, it } from 'vitest';

import { fillTemplate, type TemplateVars } from './fill-template.ts';

const vars: TemplateVars = {
  first: 'Maria',
  doctor: 'a Dra. Sílvia (ginecologia)',
  exam: 'hemograma',
  labExam: 'hemograma',
  plan: 'Unimed',
  day: 'quinta',
  time: '14h',
  time2: '9h',
};

describe('fillTemplate', () => {
  it('fills the placeholders and capitalises the line', () => {
    expect(fillTemplate('{day} às {time} com {doctor}, {first}?', vars)).toBe(
      'Quinta às 14h com a Dra. Sílvia (ginecologia), Maria?',
    );
  });

  it('drops the name when the contact has none', () => {
    expect(fillTemplate('Bom dia, {first}! Tudo certo.', { ...vars, first: null })).toBe(
      'Bom dia! Tudo certo.',
    );
  });
});
