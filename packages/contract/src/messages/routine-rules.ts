import { ROUTINE_HOURS_MAX, ROUTINE_SLOTS, TASK_MESSAGE_MAX } from '../constants.ts';

/** The routines area's rules and answers, in `MSG.routineRules`: the server's refusals and the forms' checks. */
export const ROUTINE_MSG = {
  // The clinic's stop words; the specification shows none of these texts.
  stopWordsRequired: 'Informe ao menos uma palavra de parada.',
  stopWordInvalid: 'Uma palavra de parada não pode ficar vazia.',
  stopWordTooLong: (max: number) => `Cada palavra de parada deve ter no máximo ${max} caracteres.`,
  stopWordsTooMany: (max: number) => `No máximo ${max} palavras de parada.`,
  stopWordsSaved: 'Palavras de parada salvas',
  // Variants of a step's text ('sending that does not look like spam').
  variantsInvalid: 'Variações inválidas.',
  variantsTooMany: (max: number) => `No máximo ${max} variações por mensagem.`,
  sameTextWarning: (n: number) =>
    `Esta mensagem vai para ${n} conversas iguais. Acrescente variações para não parecer spam.`,
  // What a routine reaches ('no surprise blasts').
  reachBackInvalid: (max: number) => `O alcance deve ser de 0 a ${max} horas.`,
  reach: (n: number) =>
    n === 0
      ? 'Esta rotina não vai alcançar nenhuma conversa agora'
      : n === 1
        ? 'Esta rotina vai alcançar 1 conversa agora'
        : `Esta rotina vai alcançar ${n} conversas agora`,
  // A save that sends asks first, and says when the clinic is closed.
  sendNowTitle: 'Enviar mensagens agora?',
  sendNow: (n: number) =>
    n === 1
      ? '1 mensagem será enviada agora pelo WhatsApp.'
      : `${n} mensagens serão enviadas agora pelo WhatsApp.`,
  sendNowConfirm: 'Salvar e enviar agora',
  closedTitle: 'A clínica está fechada',
  sendAtOpening: (n: number, when: string) =>
    `${n} ${n === 1 ? 'mensagem' : 'mensagens'}; a clínica está fechada — enviar ${when}?`,
  sendAtOpeningConfirm: (when: string) => `Salvar e enviar ${when}`,
  // Removing a routine moves the conversations waiting for it on to the next one.
  removalReach: (n: number) =>
    n === 0
      ? 'Remover esta rotina não envia nenhuma mensagem agora'
      : n === 1
        ? 'Remover esta rotina adianta a próxima para 1 conversa agora'
        : `Remover esta rotina adianta a próxima para ${n} conversas agora`,
  removeSendNowConfirm: 'Remover e enviar agora',
  removeSendAtOpeningConfirm: (when: string) => `Remover e enviar ${when}`,
  reachBackLabel: 'Incluir conversas paradas nas últimas (horas)',
  reachBackHint:
    'Só vale para a primeira rotina da clínica: conversas cuja última mensagem da clínica é mais antiga que isso não recebem rotinas. Deixe 0 para começar só com as novas.',
  stopWordsTitle: 'Palavras de parada',
  stopWordsHint:
    'Se o paciente responder só uma destas palavras, as rotinas param naquela conversa. Maiúsculas e acentos não importam. Uma por linha.',
  stopWordsLabel: 'Palavras de parada (uma por linha)',
  stopWordsSave: 'Salvar palavras',
  stopWordsSaving: 'Salvando...',
  stopWordsRestore: 'Restaurar padrão',
  stopWordsLoading: 'Carregando palavras de parada...',
  stopWordsLoadFailed: 'Não foi possível carregar as palavras de parada.',
  stopWordsSaveFailed: 'Não foi possível salvar as palavras de parada',
  stopWordsReset: 'Palavras de parada padrão restauradas',
  // The clinic's opening hours; the specification shows none of these texts.
  hoursTitle: 'Horário de funcionamento',
  weekdays: [
    'Domingo',
    'Segunda-feira',
    'Terça-feira',
    'Quarta-feira',
    'Quinta-feira',
    'Sexta-feira',
    'Sábado',
  ],
  hoursHint:
    'Mensagens automáticas que vencerem com a clínica fechada esperam a próxima abertura e saem espalhadas pelos primeiros 15 minutos. Mensagens agendadas saem no horário escolhido.',
  hoursEnabled: 'Enviar mensagens automáticas só no horário de funcionamento',
  weekdaysShort: ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'],
  hoursDayLabel: (day: string) => `Horário de ${day}`,
  hoursDayPlaceholder: 'Fechado',
  hoursDayFormat: 'Ex.: 08:00-12:00, 13:30-18:00. Vazio: fechado.',
  hoursSave: 'Salvar horário',
  hoursSaving: 'Salvando...',
  hoursSaved: 'Horário de funcionamento salvo',
  hoursLoading: 'Carregando horário de funcionamento...',
  hoursLoadFailed: 'Não foi possível carregar o horário de funcionamento.',
  hoursSaveFailed: 'Não foi possível salvar o horário de funcionamento',
  hoursIntervalInvalid: (day: string) =>
    `${day}: use intervalos como 08:00-12:00, separados por vírgula.`,
  hoursIntervalOrder: (day: string) =>
    `${day}: cada intervalo deve terminar depois de começar, sem se sobrepor ao anterior.`,
  hoursTooManyIntervals: (max: number) => `No máximo ${max} intervalos por dia.`,
  hoursNoneOpen: 'Informe ao menos um dia com horário de funcionamento.',
  hoursTooManyDates: (max: number) => `No máximo ${max} dias fechados.`,
  openingHoursInvalid: 'Horário de funcionamento inválido.',
  holidayNameTooLong: (max: number) => `O nome do feriado deve ter no máximo ${max} caracteres.`,
  /** When held messages go: within a day, within the week, or later (a long holiday). */
  opensAt: {
    today: (hhmm: string) => `às ${hhmm}`,
    thisWeek: (weekday: string, hhmm: string) => `${weekday} às ${hhmm}`,
    later: (ddmm: string, hhmm: string) => `em ${ddmm} às ${hhmm}`,
  },
  taskOutsideHours:
    'Este horário está fora do horário de funcionamento da clínica. A mensagem sai mesmo assim no horário escolhido.',
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
