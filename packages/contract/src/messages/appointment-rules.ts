import { TASK_MSG } from './task-rules.ts';

/**
 * Appointment reminders (issue 19), in `MSG.appointmentRules`; the specification shows none of
 * these texts.
 */
export const APPOINTMENT_MSG = {
  required: 'Informe a data, o horário e o profissional da consulta.',
  dateInvalid: TASK_MSG.dateInvalid,
  dateFuture: 'A consulta deve ser no futuro.',
  professionalLong: (max: number) => `O profissional deve ter no máximo ${max} caracteres.`,
  remindersInvalid: (max: number) =>
    `Escolha até ${max} lembretes, cada um de 1 a 168 horas antes, sem repetir.`,
  dayInvalid: 'Dia inválido: use o formato AAAA-MM-DD.',
  notFound: 'Consulta não encontrada.',
  cancelledAlready: 'Esta consulta já foi cancelada.',
  created: 'Lembrete de consulta agendado',
  updated: 'Consulta atualizada',
  cancelled: 'Consulta cancelada',
  /** The reminder patients receive; `{...}` are filled per appointment. */
  defaultTemplate:
    'Olá, {nome}! Lembramos da sua consulta {dia_semana}, {data}, às {hora}, com {profissional}. Responda 1 para confirmar ou 2 para remarcar.',
  weekdays: [
    'domingo',
    'segunda-feira',
    'terça-feira',
    'quarta-feira',
    'quinta-feira',
    'sexta-feira',
    'sábado',
  ],
  states: {
    waiting: 'Aguardando',
    confirmed: 'Confirmada',
    reschedule: 'Remarcar',
    cancelled: 'Cancelada',
    noAnswer: 'Sem confirmação',
  },
} as const;
