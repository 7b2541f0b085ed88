import { describe, expect, it } from 'vitest';

import { type AppointmentReply, readAppointmentReply } from './appointment-reply.ts';

// Real answers to 'Responda 1 para confirmar ou 2 para remarcar', as patients write them.
const TABLE: Array<[string, AppointmentReply]> = [
  ['1', 'confirmed'],
  [' 1 ', 'confirmed'],
  ['1.', 'confirmed'],
  ['Sim', 'confirmed'],
  ['sim!', 'confirmed'],
  ['SIM', 'confirmed'],
  ['s', 'confirmed'],
  ['Confirmo', 'confirmed'],
  ['confirmado', 'confirmed'],
  ['Confirmada, obrigada!', 'confirmed'],
  ['sim, confirmo', 'confirmed'],
  ['Sim sim, estarei lá', 'confirmed'],
  ['ok', 'confirmed'],
  ['Ok obrigado', 'confirmed'],
  ['pode ser', 'confirmed'],
  ['👍', 'confirmed'],
  ['👍🏽', 'confirmed'],
  ['✅', 'confirmed'],
  ['Opção 1', 'confirmed'],
  ['1 sim', 'confirmed'],
  ['Bom dia! Confirmo sim, obrigada', 'confirmed'],
  ['pode confirmar', 'confirmed'],
  // The reminder template's quick-reply buttons arrive as their text.
  ['Confirmar', 'confirmed'],
  ['Remarcar', 'reschedule'],
  ['Vou comparecer', 'confirmed'],
  ['siim', 'confirmed'],
  ['2', 'reschedule'],
  ['2 por favor', 'reschedule'],
  ['Não', 'reschedule'],
  ['nao', 'reschedule'],
  ['n', 'reschedule'],
  ['Remarcar', 'reschedule'],
  ['preciso remarcar', 'reschedule'],
  ['Não vou poder', 'reschedule'],
  ['Não poderei ir', 'reschedule'],
  ['nao vou conseguir ir amanha', 'reschedule'],
  ['cancela', 'reschedule'],
  ['Cancelar a consulta', 'reschedule'],
  ['Sim, mas preciso remarcar', 'reschedule'],
  ['Dá pra ser outro horário?', 'reschedule'],
  ['quero desmarcar', 'reschedule'],
  ['Não confirmo', 'reschedule'],
  ['👎', 'reschedule'],
  ['Qual o endereço?', 'unknown'],
  ['Bom dia', 'unknown'],
  ['Quem é?', 'unknown'],
  ['Vou chegar 10 minutos atrasada', 'unknown'],
  ['Posso levar acompanhante?', 'unknown'],
  ['É dia 12 às 14h?', 'unknown'],
  ['1 ou 2?', 'unknown'],
  ['3', 'unknown'],
  ['Obrigada', 'unknown'],
  ['Não sei ainda', 'unknown'],
  ['', 'unknown'],
  ['   ', 'unknown'],
];

describe('readAppointmentReply', () => {
  it.each(TABLE)('%j reads as %s', (text, expected) => {
    expect(readAppointmentReply(text)).toBe(expected);
  });

  it('reads no text as unknown', () => {
    expect(readAppointmentReply(null)).toBe('unknown');
    expect(readAppointmentReply(undefined)).toBe('unknown');
  });
});
