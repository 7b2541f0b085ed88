/** The languages a template is made in here, and those Meta lists most for a Brazilian clinic. */
const TEMPLATE_LANGUAGES: Record<string, string> = {
  pt_BR: 'Português (Brasil)',
  en_US: 'Inglês (EUA)',
  es: 'Espanhol',
};

/**
 * What the server says when Meta's WhatsApp Cloud API refuses a call (its Graph error codes in
 * pt-BR), and when an instance's provider lacks a feature. None is shown by the specification.
 */
export const CLOUD_API_MSG = {
  /** 131047: more than 24 h since the patient's last message. */
  windowClosed:
    'A janela de 24 horas desta conversa está fechada: o WhatsApp só aceita um modelo aprovado até o paciente escrever de novo.',
  /** 132001 and kin: no such template in that language, or not approved (pending, rejected). */
  templateUnavailable:
    'O modelo de mensagem não existe neste idioma ou ainda não foi aprovado pela Meta.',
  /** 132015, 132016: paused or disabled by Meta for its quality. */
  templatePaused:
    'O modelo de mensagem foi pausado ou desativado pela Meta e não pode ser enviado.',
  /** 132000, 132012: the variables sent do not fit the template. */
  templateParams: 'As variáveis preenchidas não correspondem às do modelo de mensagem.',
  /** 130429, 131056, 80007, 4: throughput or pair rate limit. */
  rateLimited: 'O WhatsApp está limitando os envios deste número. Tente novamente em instantes.',
  /** 190 (and 0): the access token expired or was revoked. */
  tokenInvalid:
    'O token de acesso da API oficial do WhatsApp venceu ou é inválido. Gere um novo token no painel da Meta e atualize a instância.',
  /** 10, 200-299: the token lacks the WhatsApp permissions. */
  permissionDenied:
    'O token de acesso não tem permissão para usar este número na API oficial do WhatsApp.',
  /** 131026: not a WhatsApp user, or cannot receive now. */
  recipientUnavailable:
    'Não foi possível entregar: este número não tem WhatsApp ou não pode receber mensagens agora.',
  /** 100 on a media id: webhook media ids expire after days. */
  mediaUnavailable: 'O arquivo não está mais disponível no WhatsApp.',
  /** The downloaded bytes do not match the checksum Meta announced. */
  mediaCorrupted: 'O arquivo baixado do WhatsApp veio corrompido.',
  /** A media link that is not https (the token would travel in clear). */
  mediaLinkRefused:
    'O WhatsApp indicou um endereço de arquivo não seguro; o download foi recusado.',
  editUnsupported: 'A API oficial do WhatsApp não permite editar uma mensagem já enviada.',
  groupsUnsupported: 'A API oficial do WhatsApp não envia mensagens a grupos.',
  /** Any other Graph error: its code, so support can look it up. */
  refused: (code: number) => `O WhatsApp recusou a operação (código ${code}).`,
  /** A feature the instance's provider does not have (templates on Z-API, for example). */
  unsupported: 'Este recurso não está disponível no provedor desta instância do WhatsApp.',

  // The chat window's start on a Cloud API number: there is no phone holding older messages
  // (the Z-API texts say 'ficam no celular'), Meta simply hands over no history.
  historyNote: 'A API oficial do WhatsApp não traz as mensagens anteriores à conexão do número.',
  emptyHint:
    'A API oficial do WhatsApp não traz as mensagens anteriores à conexão do número. As novas aparecem aqui.',

  // The 24-hour customer service window, shown in the chat window (Cloud API chats only).
  /** `time`: 'HH:MM' today, else 'DD/MM HH:MM', in the member's zone. */
  windowOpenUntil: (time: string) => `Janela aberta até ${time}`,
  windowClosedBadge: 'Janela fechada',
  /** The patient never wrote: the window was never opened. */
  windowNeverOpened: 'Janela fechada (o paciente ainda não escreveu)',
  /** The composer when the window is closed, and the server's refusal of a free-form send. */
  windowClosedComposer:
    'A janela de 24 horas fechou: só modelos aprovados pelo WhatsApp podem ser enviados.',
  templatePickerLabel: 'Modelo aprovado',
  templatePickerEmpty: 'Escolha um modelo',
  noApprovedTemplates:
    'Nenhum modelo aprovado. Peça ao Responsável para criar um em Modelos do WhatsApp.',
  templateVariable: (n: number) => `Variável {{${n}}}`,
  /** Under a variable's field: where it goes in the template's text ('Olá {{1}}, sua…'). */
  templateVariableWhere: (excerpt: string) => `No texto: “${excerpt}”`,
  /** Under {{1}}, prefilled: the clinic's templates carry the patient's name there. */
  templateVariableName: 'Preenchido com o nome do paciente; troque se o modelo pedir outra coisa.',
  templatePreview: 'Como o paciente vai ler',
  sendTemplate: 'Enviar modelo',
  templateSent: 'Modelo enviado.',
  templateVariablesMissing: 'Preencha todas as variáveis do modelo.',
  templateNotFound: 'Modelo de mensagem não encontrado.',
  templateNotApproved: 'Só um modelo aprovado pela Meta pode ser enviado.',
  templatesUnsupported:
    'Modelos de mensagem existem só na API oficial do WhatsApp; esta clínica usa outro provedor.',

  // 'Modelos do WhatsApp' (Responsável).
  templatesTitle: 'Modelos do WhatsApp',
  templatesIntro:
    'Fora da janela de 24 horas o WhatsApp só entrega modelos aprovados pela Meta. A lista vem da sua conta na Meta.',
  templatesSync: 'Atualizar da Meta',
  templatesSynced: (n: number) =>
    n === 1 ? '1 modelo sincronizado.' : `${n} modelos sincronizados.`,
  templatesEmpty: 'Nenhum modelo ainda.',
  templateName: 'Nome',
  templateCategory: 'Categoria',
  templateLanguage: 'Idioma',
  templateStatus: 'Situação',
  /** Meta's language code as a person reads it ('pt_BR': 'Português (Brasil)'). */
  languageName: (code: string): string => TEMPLATE_LANGUAGES[code] ?? code,
  templateBody: 'Texto',
  templateCategories: {
    MARKETING: 'Marketing',
    UTILITY: 'Utilidade',
    AUTHENTICATION: 'Autenticação',
  } as Record<string, string>,
  templateStatuses: {
    APPROVED: 'Aprovado',
    PENDING: 'Em análise',
    REJECTED: 'Rejeitado',
    PAUSED: 'Pausado',
  } as Record<string, string>,
  templateCreate: 'Criar modelo',
  templateCreated: 'Modelo enviado para aprovação da Meta.',
  templateNameRule: 'Use só letras minúsculas, números e _ (até 512 caracteres).',
  /** Under the name field: what typing does to it ('Lembrete Exame' becomes lembrete_exame). */
  templateNameTyping:
    'Letras minúsculas, números e _ (até 512 caracteres). Espaços viram _ e acentos saem enquanto você digita.',
  templateCreateFailed: 'Não foi possível enviar o modelo para aprovação.',
  templateBodyRequired: 'Escreva o texto do modelo (até 1024 caracteres).',
  templateButtons: 'Botões de resposta rápida (opcional)',
  templateButtonsHint:
    'Até 3 botões, com até 25 caracteres cada, sem variáveis. O toque do paciente chega como a mensagem escrita no botão.',
  templateButtonLabel: (n: number) => `Botão ${n}`,
  templateButtonAdd: 'Adicionar botão',
  templateButtonRemove: (n: number) => `Remover botão ${n}`,
  templateButtonRule: 'Escreva o texto do botão (até 25 caracteres, sem variáveis).',
  templateButtonsMax: 'Um modelo criado aqui tem no máximo 3 botões de resposta rápida.',
  templateButtonsRepeated: 'Cada botão precisa de um texto diferente.',
  /** The list's column and a template's buttons, 'Confirmar · Remarcar'. */
  templateButtonsColumn: 'Botões',

  // Automatic messages once the window closed (reminders, routines, scheduled messages).
  automaticTitle: 'Modelos dos envios automáticos',
  automaticIntro:
    'Com a janela de 24 horas fechada, lembretes, rotinas e mensagens agendadas vão como o modelo escolhido: {{1}} é o nome do paciente; {{2}} a data e a hora da consulta (lembretes) ou o texto da mensagem (rotinas e agendadas).',
  automaticReminders: 'Lembretes de consulta',
  automaticFollowUps: 'Rotinas e mensagens agendadas',
  automaticNone: 'Nenhum (o envio espera o paciente escrever)',
  /** A reminder template's {{2}}, filled like the reminder's own text. */
  automaticWhen: '{data} às {hora}',
  /**
   * A routine or scheduled message's text goes in {{2}}: a template without it would send the
   * patient the template's words only, not what the clinic wrote.
   */
  automaticFollowUpsNeedsText:
    'Este modelo não tem {{2}}, onde vai o texto da rotina ou da mensagem agendada: o paciente receberia só o texto fixo do modelo. Escolha um modelo com {{1}} e {{2}}.',
  /** On 'Consultas' and the board (API oficial): no template chosen for reminders yet. */
  remindersNoTemplate:
    'Nenhum modelo escolhido para os lembretes: com a janela de 24 horas fechada, os lembretes de consulta esperam o paciente escrever.',
  remindersNoTemplateLink: 'Escolher modelo',
  /** The same, to an Atendente, who cannot choose. */
  remindersNoTemplateAsk: 'Peça ao Responsável para escolher um em Modelos do WhatsApp.',
  automaticSave: 'Salvar modelos',
  automaticSaved: 'Modelos dos envios automáticos salvos.',
  /** The choice is not an approved utility template with at most two variables. */
  automaticUnfit:
    'Escolha um modelo de utilidade aprovado pela Meta com no máximo duas variáveis ({{1}} e {{2}}).',
  /** On the card: an automatic message waiting outside the window, and why. */
  waitingNoTemplate:
    'Aguardando: a janela de 24 horas está fechada e não há modelo aprovado escolhido para este envio em Modelos do WhatsApp.',
  /** On the card: outside the window, a patient who asked to stop gets no template either. */
  waitingOptedOut:
    'Aguardando: o paciente pediu para não receber mensagens automáticas, e fora da janela de 24 horas nenhum modelo é enviado a ele.',
  /**
   * On the card: outside the window, a reminder, routine step or scheduled message goes as a
   * template only with the clinic's record of the patient's consent.
   */
  waitingNoConsent:
    'Aguardando: a janela de 24 horas está fechada e o consentimento do paciente para mensagens automáticas não foi registrado. Registre-o na conversa ou aguarde o paciente escrever.',

  // The consent to automatic messages, in the chat window (API oficial chats only).
  consentTitle: 'Consentimento para mensagens automáticas',
  /** `when`: 'DD/MM/AAAA HH:MM' in the member's zone. */
  consentRecorded: (who: string | null, when: string) =>
    who ? `Consentimento registrado por ${who} em ${when}` : `Consentimento registrado em ${when}`,
  consentNone: 'Sem consentimento registrado para mensagens automáticas',
  consentHint:
    'Fora da janela de 24 horas, lembretes, rotinas e mensagens agendadas só vão como modelo para quem consentiu. Registre só o que o paciente autorizou.',
  consentRecord: 'Registrar consentimento',
  consentWithdraw: 'Retirar consentimento',
  consentSaved: 'Consentimento registrado.',
  consentWithdrawn: 'Consentimento retirado.',
  consentFailed: 'Não foi possível salvar o consentimento.',

  /** `counts`: 'Utilidade: 3 · Marketing: 1'. */
  usageThisMonth: (counts: string) => `Modelos enviados neste mês: ${counts}`,
  usageNone: 'Nenhum modelo enviado neste mês.',
} as const;
