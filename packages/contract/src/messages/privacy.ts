/**
 * Patient privacy, in `MSG.privacy`; the specification shows none of these texts.
 */
const MENU = 'Privacidade';
const ERASE = 'Apagar dados do paciente';
const EXPORT = 'Exportar dados do paciente';

export const PRIVACY_MSG = {
  menu: MENU,
  // The dialog is named after its menu entry.
  title: MENU,
  description:
    'Quem abriu cada conversa, cada arquivo e cada exportação de dados de pacientes, com data e IP.',
  patientLabel: 'Paciente',
  patientPlaceholder: 'Nome ou telefone',
  memberLabel: 'Membro',
  anyMember: 'Todos os membros',
  empty: 'Nenhum acesso registrado com esses filtros.',
  loading: 'Carregando acessos...',
  loadFailed: 'Não foi possível carregar os acessos.',
  more: 'Carregar mais',
  export: 'Exportar CSV',
  exportFailed: 'Não foi possível exportar os acessos',
  filterInvalid: 'Filtro inválido.',
  // The log's period (the CSV exports the same).
  periodLabel: 'Período',
  periods: {
    '7d': 'Últimos 7 dias',
    '30d': 'Últimos 30 dias',
    all: 'Tudo',
    custom: 'Escolher datas',
  },
  periodFromLabel: 'De',
  periodToLabel: 'Até',
  periodDayInvalid: 'Período inválido: use datas no formato AAAA-MM-DD.',
  periodOrder: 'Período inválido: a data inicial deve ser igual ou anterior à final.',
  system: 'Sistema',
  kinds: {
    'chat-opened': 'abriu a conversa',
    media: 'abriu um arquivo',
    'csv-export': 'exportou CSV',
    'patient-export': 'exportou os dados do paciente',
    erasure: 'apagou os dados do paciente',
    retention: 'apagou conversas antigas',
    assistant: 'usou o assistente',
  } as Record<string, string>,
  /**
   * An entry that names its patient reads as a sentence ('Ana abriu um arquivo da
   * conversa com Isabela Marques'); `kinds` stays the CSV's 'Ação', beside its 'Paciente'.
   */
  kindsWithPatient: {
    'chat-opened': 'abriu a conversa com',
    media: 'abriu um arquivo da conversa com',
    'patient-export': 'exportou os dados de',
    assistant: 'usou o assistente na conversa com',
  } as Record<string, string>,
  /** An erased patient inside that sentence ('abriu a conversa com um paciente apagado'). */
  erasedPatientInSentence: 'um paciente apagado',
  exportKinds: {
    board: 'quadro',
    agenda: 'consultas',
    'access-log': 'acessos',
  } as Record<string, string>,
  exportDetail: (what: string, rows: number) =>
    `${what}, ${rows} ${rows === 1 ? 'linha' : 'linhas'}`,
  csvHeader: ['Data', 'Membro', 'Ação', 'Paciente', 'Telefone', 'Detalhe', 'IP'],
  // Erasure (LGPD art. 18), from the card's menu.
  eraseMenu: ERASE,
  eraseTitle: ERASE,
  eraseDescription: (name: string) =>
    `Apaga a conversa com ${name}: mensagens, arquivos, tarefas, consultas, etiquetas e rotinas. Não há como desfazer. O registro de acessos guarda só que os dados foram apagados, por quem e quando.`,
  eraseConfirmLabel: 'Digite o número do paciente para confirmar',
  /** A Cloud API username user, whose number WhatsApp does not share. */
  eraseConfirmUsernameLabel: 'Digite o @usuário do paciente para confirmar',
  eraseUsernameMismatch: 'O @usuário digitado não é o deste paciente.',
  erasePhoneMismatch: 'O número digitado não é o deste paciente.',
  eraseButton: 'Apagar dados',
  erasing: 'Apagando...',
  erased: 'Dados do paciente apagados',
  eraseFailed: 'Não foi possível apagar os dados do paciente',
  erasedPatient: 'Paciente apagado',
  // A patient's data on request (LGPD art. 18), from the card's menu: one ZIP.
  patientExportMenu: EXPORT,
  /** The card menu's sub-menu that holds the LGPD actions. */
  patientDataMenu: 'Dados do paciente',
  patientExporting: 'Preparando a exportação...',
  patientExportStarted: 'A exportação começou a baixar',
  patientExportFailed: 'Não foi possível exportar os dados do paciente',
  patientExportLinkInvalid: 'O link da exportação expirou. Peça a exportação de novo.',
  patientExportBusy:
    'Duas exportações suas ainda estão sendo baixadas. Espere uma terminar para começar outra.',
  // The ZIP's readable transcript.
  transcriptTitle: (name: string) => `Conversa com ${name}`,
  transcriptIntro: (clinic: string, member: string, at: string) =>
    `Dados exportados da clínica ${clinic} por ${member} em ${at}, a pedido do paciente (LGPD, art. 18).`,
  transcriptPhone: 'Telefone',
  transcriptMessages: 'Mensagens',
  transcriptNoMessages: 'Nenhuma mensagem guardada.',
  transcriptPatient: 'Paciente',
  transcriptClinic: 'Clínica',
  transcriptAutomation: 'Clínica (mensagem automática)',
  transcriptPhoneApp: 'Clínica (pelo celular)',
  transcriptEdited: '(editada)',
  transcriptFile: 'Arquivo',
  transcriptFileMissing: 'arquivo não guardado',
  transcriptAudio: (seconds: number | null) => (seconds ? `Áudio de ${seconds} s` : 'Áudio'),
  transcriptOfAudio: (text: string) => `Transcrição: ${text}`,
  transcriptTags: 'Etiquetas',
  transcriptTasks: 'Mensagens agendadas',
  transcriptAppointments: 'Consultas',
  transcriptNone: 'Nenhuma.',
  transcriptFiles:
    'Os arquivos das mensagens estão na pasta midia/, e os dados completos em mensagens.json, etiquetas.json, tarefas.json, rotina.json e consultas.json; manifesto.json lista cada arquivo com o tamanho e o SHA-256.',
  // Retention.
  retentionTitle: 'Apagar conversas sem atividade',
  retentionLabel: 'Apagar conversas sem atividade há',
  retentionOff: 'Nunca (desligado)',
  retentionMonths: (n: number) => `${n} meses`,
  retentionHint:
    'Uma vez por dia, as conversas sem nenhuma mensagem nesse tempo são apagadas como em "Apagar dados do paciente". Cada execução fica no registro de acessos.',
  retentionPreview: (n: number) =>
    n === 0
      ? 'Com este valor, nenhuma conversa seria apagada agora.'
      : n === 1
        ? 'Com este valor, 1 conversa seria apagada agora.'
        : `Com este valor, ${n} conversas seriam apagadas agora.`,
  retentionInvalid: 'Escolha de 6 a 120 meses, ou desligado.',
  retentionSave: 'Salvar',
  retentionSaving: 'Salvando...',
  retentionSaved: 'Retenção salva',
  retentionSaveFailed: 'Não foi possível salvar a retenção',
  retentionDetail: (n: number, months: number) =>
    `${n} ${n === 1 ? 'conversa' : 'conversas'} sem atividade há ${months} meses`,
} as const;
