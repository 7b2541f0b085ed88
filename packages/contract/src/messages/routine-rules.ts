import { ROUTINE_HOURS_MAX, ROUTINE_SLOTS, TASK_MESSAGE_MAX } from '../constants.ts';

/** The routines area's rules and answers, in `MSG.routineRules`: the server's refusals and the forms' checks. */
export const ROUTINE_MSG = {
  textEmpty: 'Texto não pode ser vazio',
  textLong: `O texto deve ter no máximo ${TASK_MESSAGE_MAX} caracteres.`,
  hoursInvalid: `As horas devem ser um número de 0 a ${ROUTINE_HOURS_MAX}.`,
  slotInvalid: `A rotina deve ocupar uma posição de 1 a ${ROUTINE_SLOTS}.`,
  slotTaken: 'Já existe uma rotina nesta posição.',
  notFound: 'Rotina não encontrada.',
  created: 'Rotina criada!',
  updated: 'Rotina atualizada!',
  removed: 'Rotina removida!',
} as const;
