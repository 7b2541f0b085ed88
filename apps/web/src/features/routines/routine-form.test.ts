import { describe, expect, it } from 'vitest';

import { routineDraft, validateRoutine } from './routine-form';
import { formatHours, routineSlots } from './routine-slots';

const HOURS = 'As horas devem ser um número de 0 a 48.';

describe('validateRoutine', () => {
  it("needs a text: 'Texto não pode ser vazio'", () => {
    expect(validateRoutine(1, { textContent: '  ', hoursDelay: '2' })).toEqual({
      ok: false,
      errors: { textContent: 'Texto não pode ser vazio' },
    });
  });

  it('needs hours as a number from 0 to 48, halves allowed', () => {
    for (const hoursDelay of ['', 'abc', '-1', '48.5']) {
      expect(validateRoutine(2, { textContent: 'Oi', hoursDelay })).toEqual({
        ok: false,
        errors: { hoursDelay: HOURS },
      });
    }
    expect(validateRoutine(2, { textContent: ' Oi ', hoursDelay: '0.5' })).toEqual({
      ok: true,
      body: { sequenceNumber: 2, textContent: 'Oi', hoursDelay: 0.5 },
    });
    expect(validateRoutine(7, { textContent: 'Oi', hoursDelay: '48' })).toMatchObject({ ok: true });
  });

  it("reads the decimal comma of pt-BR: '0,5' is half an hour, not five hours", () => {
    expect(validateRoutine(2, { textContent: 'Oi', hoursDelay: '0,5' })).toEqual({
      ok: true,
      body: { sequenceNumber: 2, textContent: 'Oi', hoursDelay: 0.5 },
    });
    expect(validateRoutine(2, { textContent: 'Oi', hoursDelay: ' 1,5 ' })).toMatchObject({
      ok: true,
      body: { hoursDelay: 1.5 },
    });
    expect(validateRoutine(2, { textContent: 'Oi', hoursDelay: '0,5,5' })).toEqual({
      ok: false,
      errors: { hoursDelay: HOURS },
    });
    // A routine being edited shows its hours the way they are typed.
    expect(
      routineDraft({ id: 'r', sequenceNumber: 1, textContent: 'Oi', hoursDelay: 0.5 }),
    ).toEqual({ textContent: 'Oi', hoursDelay: '0,5' });
  });

  it('reports both fields at once', () => {
    expect(validateRoutine(1, { textContent: '', hoursDelay: '99' })).toEqual({
      ok: false,
      errors: { textContent: 'Texto não pode ser vazio', hoursDelay: HOURS },
    });
  });
});

describe('routineSlots', () => {
  it('gives seven titled slots in order, each with its routine or none', () => {
    const routine = { id: 'r3', sequenceNumber: 3, textContent: 'Oi', hoursDelay: 24 };
    const slots = routineSlots([routine]);
    expect(slots.map((s) => s.title)).toEqual([
      'Primeira Rotina',
      'Segunda Rotina',
      'Terceira Rotina',
      'Quarta Rotina',
      'Quinta Rotina',
      'Sexta Rotina',
      'Sétima Rotina',
    ]);
    expect(slots.map((s) => s.routine?.id ?? null)).toEqual([
      null,
      null,
      'r3',
      null,
      null,
      null,
      null,
    ]);
    expect(routineDraft(routine)).toEqual({ textContent: 'Oi', hoursDelay: '24' });
  });

  it('writes hours the pt-BR way', () => {
    expect(formatHours(1.5)).toBe('1,5');
    expect(formatHours(24)).toBe('24');
  });
});
