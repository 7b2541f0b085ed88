import { describe, expect, it } from 'vitest';

import { xAxisLabels } from './chart-labels';

// The demo clinic's funnel: seven columns, some of long words.
const FUNNEL = [
  'Novo Contato',
  'Lead Frio',
  'Lead Quente',
  'Atendimento Humanizado',
  'Agendado',
  'Confirmado',
  'Compareceu',
];

describe('xAxisLabels', () => {
  it('breaks long names into lines where the columns are wide enough', () => {
    const axis = xAxisLabels(FUNNEL, 1000);
    expect(axis.fits).toBe(true);
    expect(axis.shown[3]).toBe('Atendimento\nHumanizado');
    expect(axis.shown[1]).toBe('Lead Frio');
  });

  it('on a phone says the names do not fit (they printed over each other): the chart goes to rows', () => {
    // A 390 px screen leaves about 310 px to the chart: 44 px a column, 'Atendimento' is 72.
    expect(xAxisLabels(FUNNEL, 310).fits).toBe(false);
  });

  it('wraps a long name into as few lines as fit, not a word a line', () => {
    const axis = xAxisLabels(['Sem membro (celular ou automação)', 'Recepção Demo'], 310);
    expect(axis.fits).toBe(true);
    expect(axis.shown[0]).toBe('Sem membro\n(celular ou\nautomação)');
  });

  it('shows every second or third day of a month instead of breaking dates', () => {
    const days = Array.from({ length: 30 }, (_, i) => `${String(i + 1).padStart(2, '0')}/11`);
    const axis = xAxisLabels(days, 310);
    expect(axis.fits).toBe(true);
    expect(axis.shown.filter(Boolean).length).toBeLessThan(days.length);
    expect(axis.shown[0]).toBe('01/11');
  });
});
