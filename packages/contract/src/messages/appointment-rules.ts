import { TASK_MSG } from './task-rules.ts';

/**
 * Appointment reminders, in `MSG.appointmentRules`; the specification shows none of
 * these texts.
 */
const MENU_ITEM = 'Agendar lembrete de consulta';

export const APPOINTMENT_MSG = {
  required: 'Informe a data, o horário e o profissional da consulta.',
  dateInvalid: TASK_MSG.dateInvalid,
  dateFuture: 'A consulta deve ser no futuro.',
  professionalLong: (max: number) => `O profissional deve ter no máximo ${max} caracteres.`,
  procedureLong: (max: number) => `O procedimento deve ter no máximo ${max} caracteres.`,
  remindersInvalid: (max: number) =>
    `Escolha até ${max} lembretes, cada um de 1 a 168 horas antes, sem repetir.`,
  dayInvalid: 'Dia inválido: use o formato AAAA-MM-DD.',
  notFound: 'Consulta não encontrada.',
  cancelledAlready: 'Esta consulta já foi cancelada.',
  created: 'Lembrete de consulta agendado',
  updated: 'Consulta atualizada',
  cancelled: 'Consulta cancelada',
  // The screens.
  menuItem: MENU_ITEM,
  // The dialog is named after the menu item that opens it.
  dialogTitle: MENU_ITEM,
  dialogDescription: (name: string) =>
    `${name} recebe os lembretes e pode responder 1 para confirmar ou 2 para remarcar.`,
  dayLabel: 'Data da consulta',
  timeLabel: 'Horário',
  professionalLabel: 'Profissional',
  professionalMissing: 'Informe o profissional.',
  professionalPlaceholder: 'Ex.: Dra. Ana Souza',
  procedureLabel: 'Procedimento (opcional)',
  procedurePlaceholder: 'Ex.: Limpeza',
  namesHint: 'Escolha um nome da lista da clínica ou escreva um novo.',
  remindersLegend: 'Enviar lembrete',
  reminderBefore: (hours: number) => (hours === 1 ? '1 hora antes' : `${hours} horas antes`),
  save: 'Agendar lembrete',
  saving: 'Agendando...',
  cancel: 'Cancelar',
  close: 'Fechar',
  saveFailed: 'Não foi possível agendar o lembrete',
  existingTitle: 'Consultas desta conversa',
  loading: 'Carregando consultas...',
  loadFailed: 'Não foi possível carregar as consultas.',
  cancelAppointment: 'Cancelar consulta',
  cancelFailed: 'Não foi possível cancelar a consulta',
  lastReply: (text: string) => `Resposta: "${text}"`,
  when: (date: string, time: string) => `${date} às ${time}`,
  agendaMenu: 'Consultas',
  agendaTitle: 'Consultas',
  agendaDescription: 'As consultas de um dia e o que cada paciente respondeu.',
  agendaDayLabel: 'Dia',
  agendaToday: 'Hoje',
  agendaPreviousDay: 'Dia anterior',
  agendaNextDay: 'Próximo dia',
  agendaEmpty: 'Nenhuma consulta neste dia.',
  agendaCount: (label: string, n: number) => `${label}: ${n}`,
  agendaExport: 'Exportar CSV',
  // Read before a row of 'Consultas' (then its time, patient, state...): what a click does.
  agendaOpenChat: 'Abrir conversa: ',
  csvHeader: [
    'Data',
    'Horário',
    'Paciente',
    'Telefone',
    'Profissional',
    'Situação',
    'Última resposta',
  ],
  /** The card's and the chat window's badge: 'Consulta 27/11/2026 às 14:30: Confirmada'. */
  badge: (when: string, state: string) => `Consulta ${when}: ${state}`,
  rescheduleToast: (name: string) => `${name} pediu para remarcar a consulta`,
  // The reminders' settings (in 'Consultas').
  settingsTitle: 'Mensagem dos lembretes',
  templateLabel: 'Mensagem enviada ao paciente',
  templateHint: (variables: string) => `Variáveis: ${variables}.`,
  templateRequired: 'Escreva a mensagem do lembrete.',
  templateLong: (max: number) => `A mensagem do lembrete deve ter no máximo ${max} caracteres.`,
  templateUnknown: (name: string, variables: string) =>
    `A variável ${name} não existe. Use ${variables}.`,
  templateNoAnswerHint:
    'Peça ao paciente para responder 1 para confirmar ou 2 para remarcar: é isso que a resposta lê.',
  settingsInvalid: 'Configuração dos lembretes inválida.',
  previewLabel: 'Prévia',
  previewName: 'Maria',
  previewProfessional: 'Dra. Ana Souza',
  respectHoursLabel: 'Enviar lembretes só no horário de funcionamento',
  respectHoursHint:
    'Um lembrete que vence com a clínica fechada sai na abertura seguinte; se ela vier depois da consulta, ele não sai.',
  settingsSave: 'Salvar lembretes',
  settingsSaving: 'Salvando...',
  settingsSaved: 'Lembretes salvos',
  settingsSaveFailed: 'Não foi possível salvar os lembretes',
  settingsLoadFailed: 'Não foi possível carregar a mensagem dos lembretes.',
  restoreDefault: 'Usar a mensagem padrão',
  settingsReadOnly: 'Só o Responsável da clínica muda a mensagem dos lembretes.',
  /** The tag a confirmed appointment puts on its chat (created when the clinic has none). */
  confirmedTag: 'Consulta confirmada',
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
  attendanceInvalid: 'Marque Compareceu, Faltou ou Cancelado pela clínica.',
  attendanceSaved: (label: string) => `Consulta marcada: ${label}`,
  // 'Cancelado pela clínica' asks first, can tell the patient and can be undone (issue 53).
  clinicCancelTitle: 'Cancelar a consulta?',
  clinicCancelDescription: (name: string, when: string, professional: string) =>
    `${name}, ${when} com ${professional}. Os lembretes deixam de sair e o horário fica vago para a lista de espera.`,
  // The plain 'Cancelar consulta' of the appointment dialog asks too, and can be undone.
  plainCancelDescription: (name: string, when: string, professional: string) =>
    `${name}, ${when} com ${professional}. Os lembretes deixam de sair.`,
  undoPlainAltText: "Para desfazer, use 'Desfazer' no aviso que aparece na janela da consulta.",
  notifyLabel: 'Avisar o paciente pelo WhatsApp',
  notifyTextLabel: 'Mensagem ao paciente',
  notifyText: (name: string, when: string, professional: string) =>
    `Olá${name ? `, ${name}` : ''}! Precisamos cancelar a sua consulta de ${when} com ${professional}. Pedimos desculpas: responda esta mensagem para marcarmos um novo horário.`,
  notifyEmpty: 'Escreva a mensagem ou desmarque o aviso.',
  confirmCancel: 'Cancelar consulta',
  cancelling: 'Cancelando...',
  undoCancel: 'Desfazer cancelamento',
  undoAltText: "Para desfazer, use 'Desfazer cancelamento' na consulta, em 'Consultas'.",
  keepAppointment: 'Voltar',
  undo: 'Desfazer',
  restored: 'Cancelamento desfeito: a consulta voltou à agenda',
  restoredAfterNotice:
    'Cancelamento desfeito. O paciente já recebeu o aviso de cancelamento: explique no chat.',
  restoreFailed: 'Não foi possível desfazer o cancelamento',
  notRestorable: 'Só dá para desfazer um cancelamento feito pela clínica.',
  restoreOffered:
    'O horário já foi oferecido à lista de espera: não dá mais para desfazer o cancelamento.',
  restorePast: 'A consulta já passou: não dá mais para desfazer o cancelamento.',
  notifySent: 'Paciente avisado pelo WhatsApp',
  notifyFailed: 'Consulta cancelada, mas o aviso pelo WhatsApp não saiu',
  attendanceFailed: 'Não foi possível marcar a consulta',
  attendanceLegend: 'O que aconteceu na consulta',
  attendanceFuture: 'Só dá para marcar Compareceu ou Faltou depois do horário da consulta.',
  attendance: {
    attended: 'Compareceu',
    missed: 'Faltou',
    clinicCancelled: 'Cancelado pela clínica',
    noRecord: 'Sem registro',
  },
  states: {
    waiting: 'Aguardando confirmação',
    confirmed: 'Confirmada',
    reschedule: 'Remarcar',
    cancelled: 'Cancelada',
    noAnswer: 'Sem confirmação',
    // Its time passed with no answer: nobody awaits it any more.
    noReply: 'Sem resposta',
  },
} as const;
