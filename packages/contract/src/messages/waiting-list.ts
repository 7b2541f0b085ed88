/** An offer's hold as the texts need it (the contract's `OfferHold`). */
export interface OfferHoldText {
  when: string;
  why: 'closed' | 'limit' | 'queue';
  tooLate: boolean;
}

const WHY = {
  closed: ', na abertura da clínica',
  limit: ': o número já enviou hoje todas as mensagens automáticas do dia',
  queue: '',
} as const;

const DEADLINE = 'depois do prazo de 1 hora antes do horário';

function tooLateReason(hold: OfferHoldText): string {
  if (hold.why === 'closed') return `a clínica só abre ${hold.when}, ${DEADLINE}`;
  if (hold.why === 'limit')
    return `o número já enviou hoje todas as mensagens automáticas do dia, e a próxima só sai ${hold.when}, ${DEADLINE}`;
  return `só sairia ${hold.when}, ${DEADLINE}`;
}

/** 'sai segunda-feira às 08:00, na abertura da clínica' or 'não sai: …'. */
function holdSentence(hold: OfferHoldText): string {
  return hold.tooLate ? `não sai: ${tooLateReason(hold)}` : `sai ${hold.when}${WHY[hold.why]}`;
}

/**
 * The waiting list ('Lista de espera'), in `MSG.waitingList`: the screens and the messages the
 * patients receive when a slot is freed. The issue gives the offer's text; the others are ours.
 */
const MENU_ITEM = 'Lista de espera';

export const WAITING_MSG = {
  menuItem: MENU_ITEM,
  dialogTitle: MENU_ITEM,
  dialogDescription: (name: string) =>
    `${name} recebe uma mensagem quando vagar um horário que combine com o que pediu.`,
  professionalLabel: 'Profissional (vazio: qualquer um)',
  procedureLabel: 'Procedimento',
  procedurePlaceholder: 'Ex.: Limpeza',
  daysLegend: 'Dias preferidos (nenhum: qualquer dia)',
  periodsLegend: 'Períodos preferidos (nenhum: qualquer período)',
  noteLabel: 'Observação',
  save: 'Pôr na lista de espera',
  saving: 'Salvando...',
  cancel: 'Cancelar',
  saveFailed: 'Não foi possível pôr na lista de espera',
  added: 'Paciente na lista de espera',
  removed: 'Paciente tirado da lista de espera',
  remove: 'Tirar da lista',
  removeFailed: 'Não foi possível tirar da lista de espera',
  entriesTitle: 'Na lista de espera',
  anyProfessional: 'Qualquer profissional',
  periods: { morning: 'Manhã', afternoon: 'Tarde', evening: 'Noite' },
  weekdaysShort: ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'],
  procedureRequired: 'Informe o procedimento.',
  procedureLong: (max: number) => `O procedimento deve ter no máximo ${max} caracteres.`,
  professionalLong: (max: number) => `O profissional deve ter no máximo ${max} caracteres.`,
  noteLong: (max: number) => `A observação deve ter no máximo ${max} caracteres.`,
  daysInvalid: 'Dias inválidos: escolha de domingo a sábado, sem repetir.',
  periodsInvalid: 'Períodos inválidos: escolha manhã, tarde ou noite, sem repetir.',
  alreadyWaiting: 'Este paciente já está na lista de espera.',
  entryNotFound: 'Paciente não encontrado na lista de espera.',
  slotNotFound: 'Horário não encontrado.',
  slotNotFree: 'Este horário não está livre: a consulta não foi cancelada nem pediu remarcação.',
  slotTooSoon: (hours: number) =>
    `O horário precisa estar a pelo menos ${hours} ${hours === 1 ? 'hora' : 'horas'} daqui.`,
  slotOfferedAlready: 'Este horário já foi oferecido à lista de espera.',
  noMatches: 'Ninguém da lista de espera combina com este horário.',
  settingsInvalid:
    'Configuração da lista de espera inválida: antecedência de 1 a 72 horas e de 1 a 20 mensagens por horário vago.',
  settingsSaved: 'Lista de espera salva',
  // The rules, folded under 'Consultas'.
  settingsTitle: 'Regras da lista de espera',
  minHoursLabel: 'Antecedência mínima (horas)',
  maxMessagesLabel: 'Pacientes avisados por horário vago',
  settingsHint:
    'Um horário vago só é oferecido se faltar pelo menos essa antecedência, e a no máximo esse número de pacientes da lista, em ordem.',
  settingsReadOnly: 'Só o Responsável da clínica muda as regras da lista de espera.',
  settingsSave: 'Salvar regras',
  settingsSaving: 'Salvando...',
  settingsSaveFailed: 'Não foi possível salvar as regras da lista de espera',
  settingsLoading: 'Carregando regras...',
  settingsLoadFailed: 'Não foi possível carregar as regras da lista de espera.',
  // 'Consultas'.
  freedTitle: 'Horários vagos',
  freedSlot: (time: string, professional: string, procedure = '') =>
    [time, professional, procedure].filter(Boolean).join(' · '),
  noMatchesSlot: 'Ninguém da lista combina',
  // The order of the matches, said once above them.
  matchesOrder:
    'Combina quem pediu este profissional, procedimento, dia e período (ou qualquer um); quem entrou primeiro na lista é avisado primeiro.',
  matchesLabel: (names: string) => `Combina com: ${names}`,
  offerButton: (n: number) =>
    n === 1 ? 'Avisar 1 paciente da lista' : `Avisar ${n} pacientes da lista`,
  offered: (n: number) =>
    n === 1 ? '1 paciente da lista avisado' : `${n} pacientes da lista avisados`,
  offerFailed: 'Não foi possível avisar a lista de espera',
  offerSent: (n: number) => (n === 1 ? 'Oferecido a 1 paciente' : `Oferecido a ${n} pacientes`),
  offerTaken: (name: string) => `Preenchido por ${name}`,
  // An offer that waits says when it goes and why; one that would go past its last moment (an
  // hour before the slot) says it does not go, and why.
  offerWaits: (n: number, hold: OfferHoldText) =>
    `${n === 1 ? 'Oferta a 1 paciente' : `Oferta a ${n} pacientes`}${hold.tooLate ? ' ' : ': '}${holdSentence(hold)}`,
  offeredLater: (n: number, hold: OfferHoldText) =>
    hold.tooLate
      ? `${n === 1 ? '1 paciente da lista não será avisado' : `${n} pacientes da lista não serão avisados`}: ${tooLateReason(hold)}`
      : `Oferta pronta: ${n === 1 ? '1 paciente da lista será avisado' : `${n} pacientes da lista serão avisados`} ${hold.when}${WHY[hold.why]}`,
  entryOfferWaits: (hold: OfferHoldText) => `Oferta de horário ${holdSentence(hold)}`,
  // A slot not offered yet whose offer could not go in time: the button gives way to why.
  slotTooLate: (hold: OfferHoldText) =>
    `Não dá tempo de avisar a lista: ${tooLateReason(hold)}. Avise por telefone, se quiser.`,
  // What the patients receive. `when` is 'amanhã às 10:00', 'hoje às 15:30' or '02/12 às 09:00'.
  offerText: (professional: string, when: string) =>
    `Vagou um horário com ${professional} ${when}. Responda 1 para ficar com ele.`,
  wonText: (professional: string, when: string) =>
    `Pronto! O horário com ${professional} ${when} é seu. Você receberá os lembretes da consulta.`,
  takenText:
    'Obrigado pela resposta! Esse horário já foi preenchido por outro paciente, mas você continua na lista de espera e avisaremos no próximo.',
  whenToday: (time: string) => `hoje às ${time}`,
  whenTomorrow: (time: string) => `amanhã às ${time}`,
  whenDay: (date: string, time: string) => `em ${date} às ${time}`,
} as const;
