import { describe, expect, it } from 'vitest';

import {
  fillReadyText,
  fillReminderTemplate,
  firstTemplateVariable,
  unknownReminderVariables,
} from './reminder-template.ts';

// A Tuesday, 14:30 in São Paulo (17:30 UTC); built from parts, not "now".
const startsAt = new Date(Date.UTC(2030, 0, 1, 17, 30));
const appointment = { startsAt, timeZone: 'America/Sao_Paulo', professional: 'Dra. Ana' };

describe('fillReminderTemplate', () => {
  it('fills every variable', () => {
    expect(
      fillReminderTemplate('{nome}: {dia_semana}, {data} às {hora} com {profissional}.', {
        ...appointment,
        patientName: 'Helena Souza',
      }),
    ).toBe('Helena Souza: terça-feira, 01/01/2030 às 14:30 com Dra. Ana.');
  });
});

describe('fillReadyText', () => {
  it("fills {nome} with the contact's name, as the reminder does", () => {
    const text = 'Olá, {nome}! Tudo bem?';
    expect(fillReadyText(text, { patientName: ' Helena Souza ' })).toBe(
      fillReminderTemplate(text, { ...appointment, patientName: 'Helena Souza' }),
    );
  });

  it('fills the appointment variables when the chat has one coming', () => {
    expect(
      fillReadyText('{nome}, até {dia_semana} às {hora} ({data}), com {profissional}.', {
        patientName: 'Helena',
        appointment: { startsAt: '2030-01-01T14:30', professional: 'Dra. Ana' },
      }),
    ).toBe('Helena, até terça-feira às 14:30 (01/01/2030), com Dra. Ana.');
  });

  it('leaves what is not known as written, and other braces alone', () => {
    expect(fillReadyText('Olá, {nome}! {data} {x}', { patientName: '  ' })).toBe(
      'Olá, {nome}! {data} {x}',
    );
    expect(fillReadyText('Olá, {nome}!', { patientName: null })).toBe('Olá, {nome}!');
  });
});

describe('firstTemplateVariable', () => {
  it('finds where the first variable left is', () => {
    expect(firstTemplateVariable('Olá, {nome}! {data}')).toEqual([5, 11]);
    expect(firstTemplateVariable('Olá, {x}!')).toBeNull();
    // Twice in a row: the pattern keeps no state between calls.
    expect(firstTemplateVariable('{hora}')).toEqual([0, 6]);
    expect(firstTemplateVariable('{hora}')).toEqual([0, 6]);
  });
});

describe('unknownReminderVariables', () => {
  it('lists the braces that name no variable', () => {
    expect(unknownReminderVariables('{nome} {Nome} {x} {x}')).toEqual(['{Nome}', '{x}']);
  });
});
