import { TASK_MESSAGE_MAX } from '../constants.ts';

/** The tasks area's rules and answers, in `MSG.taskRules`: the server's refusals and the forms' checks. */
export const TASK_MSG = {
  required: 'Preencha todos os campos',
  messageLong: `A mensagem deve ter no máximo ${TASK_MESSAGE_MAX} caracteres.`,
  dateInvalid: 'Data inválida: use o formato AAAA-MM-DDTHH:mm.',
  dateFuture: 'A data deve ser futura',
  notFound: 'Tarefa não encontrada.',
  onlyPending: 'Só é possível alterar tarefas pendentes.',
  created: 'Tarefa criada com sucesso',
  updated: 'Tarefa atualizada.',
  deleted: 'Tarefa excluída.',
  completed: 'Tarefa concluída.',
  tooLate: 'Falhou: a tarefa passou mais de 24 horas do horário e não foi enviada.',
  failedPrefix: 'Falhou: ',
  // Not in the specification: every date and time field (tasks, reminders, holidays)
  // says what is wrong under the field itself.
  dayMissing: 'Informe a data.',
  dayTyped: 'Data inválida: use dd/mm ou dd/mm/aaaa.',
  dayPast: 'A data já passou.',
  timeMissing: 'Informe o horário.',
  timeTyped: 'Horário inválido: use 14:30, 14h30 ou 14h.',
  timePast: 'Esse horário já passou.',
} as const;
