/**
 * pt-BR texts of the calendar sync (issue 49, part 4): each professional's agenda as a private
 * ICS address, and the import of an external calendar's ICS address. The specification shows
 * none of them; docs/decisions.md says what was decided.
 */
export const CALENDAR_MSG = {
  // The screen.
  title: 'Agenda externa',
  intro:
    'Ligue a agenda de cada profissional ao Google Agenda ou ao Outlook: leve as consultas daqui para lá pelo endereço privado, ou traga de lá as consultas que a clínica já marca.',
  professionalLabel: 'Profissional',
  professionalPlaceholder: 'Escolha o profissional',
  noProfessionals:
    'Nenhum profissional ainda. Marque uma consulta com o nome do profissional para ligar a agenda dele.',
  loading: 'Carregando agendas...',
  loadFailed: 'Não foi possível carregar as agendas. Tente novamente.',
  retry: 'Tentar de novo',
  feedTitle: 'Endereço privado da agenda',
  feedWhatGoes:
    'O endereço leva só o primeiro nome do paciente e o procedimento de cada consulta, nunca o telefone. Quem tiver o endereço vê essas consultas: guarde-o como uma senha.',
  feedNone: 'Nenhum endereço criado para este profissional.',
  feedCreate: 'Criar endereço',
  feedRegenerate: 'Gerar outro endereço',
  feedRegenerateHint: 'O endereço antigo deixa de funcionar na hora.',
  feedRevoke: 'Revogar endereço',
  feedRegenerateTitle: 'Gerar outro endereço?',
  feedRevokeTitle: 'Revogar o endereço?',
  feedConfirmBody:
    'Quem assina o endereço atual (o Google Agenda, o Outlook) deixa de receber as consultas na hora.',
  cancel: 'Cancelar',
  feedCopy: 'Copiar endereço',
  feedCopied: 'Endereço copiado',
  feedCopyFailed: 'Não foi possível copiar. Selecione o endereço e copie à mão.',
  feedCreated: 'Endereço da agenda criado',
  feedRevoked: 'Endereço da agenda revogado',
  feedUrlLabel: 'Endereço da agenda (iCalendar)',
  feedName: (professional: string) => `Consultas · ${professional}`,
  importTitle: 'Importar de outra agenda',
  importHow:
    'Cole o endereço secreto em formato iCal da agenda do profissional (no Google Agenda: Configurações da agenda, "Endereço secreto no formato iCal"). A cada poucos minutos as consultas dos próximos 60 dias são criadas, remarcadas ou canceladas aqui, com os lembretes.',
  importChatFound:
    'Cada evento é ligado à conversa do paciente pelo telefone escrito no título, na descrição ou no local do evento (com DDD, com ou sem o nono dígito). Sem um telefone que a clínica conheça, o evento fica em "Eventos sem conversa" para alguém vincular à mão.',
  importUrlLabel: 'Endereço iCal da agenda externa',
  importUrlPlaceholder: 'https://calendar.google.com/calendar/ical/.../basic.ics',
  importAdd: 'Adicionar agenda',
  importReplace: 'Trocar endereço',
  importRemove: 'Remover agenda',
  importSaved: 'Agenda externa adicionada',
  importRemoved: 'Agenda externa removida: as consultas já importadas continuam.',
  importNone: 'Nenhuma agenda externa ligada a este profissional.',
  importAddress: (hint: string) => `Endereço: ${hint}`,
  neverSynced: 'Ainda não sincronizada: a primeira leitura sai em instantes.',
  syncedAt: (when: string) => `Última sincronização: ${when}`,
  syncedEvents: (count: number) =>
    count === 1 ? '1 evento importado' : `${count} eventos importados`,
  saveFailed: 'Não foi possível salvar. Tente novamente.',
  unmatchedTitle: 'Eventos sem conversa',
  unmatchedEmpty: 'Todos os eventos importados estão ligados a uma conversa.',
  unmatchedLoading: 'Carregando eventos...',
  unmatchedLink: 'Vincular a uma conversa',
  unmatchedChatLabel: 'Conversa do paciente',
  unmatchedChatPlaceholder: 'Escolha a conversa',
  unmatchedConfirm: 'Vincular',
  linked: 'Evento vinculado: a consulta foi criada com os lembretes.',
  // Rules.
  professionalRequired: 'Escolha o profissional (até 80 caracteres).',
  urlInvalid:
    'Informe o endereço da agenda começando com https:// (ou webcal://), com até 2000 caracteres.',
  notFound: 'Agenda não encontrada.',
  eventNotFound: 'Evento não encontrado ou já vinculado.',
  tooMany: (max: number) => `A clínica já tem ${max} agendas ligadas. Remova uma antes.`,
  eventPast: 'Este evento já passou: não há consulta a criar.',
  // What the last sync ran into, shown on the feed's status.
  failedStatus: (status: number) =>
    `A agenda externa respondeu com erro (HTTP ${status}). Confira se o endereço ainda vale.`,
  failedTimeout: 'A agenda externa demorou demais para responder. Tentaremos de novo.',
  failedRefused:
    'Endereço recusado: ele aponta para uma rede interna ou não usa http(s). Use o endereço público da agenda.',
  failedTooLarge: (mb: number) => `A agenda externa passou do tamanho máximo (${mb} MB).`,
  failedParse:
    'O endereço não devolveu uma agenda no formato iCalendar. Confira se é o endereço iCal (termina em .ics).',
  failedNetwork: 'Não foi possível conectar à agenda externa. Tentaremos de novo.',
  capped: (max: number) =>
    `A agenda tem mais de ${max} eventos nos próximos 60 dias: só os ${max} primeiros foram importados.`,
} as const;
