import type { AuditAction } from '../audit-actions.ts';

/**
 * The clinic's team: the 'Equipe' dialog, invitations and who sent what. The
 * specification shows none of these texts; docs/decisions.md says what was decided.
 */
export const TEAM_MSG = {
  team: {
    menu: 'Equipe',
    title: 'Equipe',
    description: 'Quem atende o WhatsApp da clínica com você.',
    roles: { RESPONSAVEL: 'Responsável', ATENDENTE: 'Atendente' },
    roleHint:
      'Responsável: equipe, rotinas e tudo mais. Atendente: quadro, conversas, etiquetas, textos pré-configurados e tarefas.',
    membersTitle: 'Membros',
    you: 'você',
    invitationsTitle: 'Convites pendentes',
    noInvitations: 'Nenhum convite pendente.',
    inviteTitle: 'Convidar por e-mail',
    // A clinic is first named after the account that made it: an invitation would read
    // '…o WhatsApp de Recepção Demo'. Said before the first invitation goes.
    inviteClinicNameIsYours: (name: string) =>
      `O convite diz “convidou você para atender o WhatsApp de ${name}”: esse é o seu nome, não o da clínica.`,
    inviteNameClinic: 'Dar um nome à clínica',
    emailLabel: 'E-mail',
    emailPlaceholder: 'nome@clinica.com.br',
    roleLabel: 'Função',
    roleInvalid: 'Função inválida.',
    inviteButton: 'Enviar convite',
    inviting: 'Enviando...',
    cancelInvitation: 'Cancelar convite',
    removeMember: 'Remover da equipe',
    leave: 'Sair da equipe',
    changeRole: (name: string) => `Função de ${name}`,
    loading: 'Carregando a equipe...',
    loadFailed: 'Não foi possível carregar a equipe.',
    retry: 'Tentar novamente',
    expires: (date: string) => `Vale até ${date}`,
    invitedBy: (name: string) => `Convidado por ${name}`,
    confirmRemove: (name: string) =>
      `Remover ${name} da equipe? A pessoa sai na hora e perde o acesso às conversas.`,
    confirmLeave: 'Sair da equipe? Você perde o acesso às conversas desta clínica.',
    confirm: 'Confirmar',
    cancel: 'Voltar',
    // Promoting someone is asked first: it hands over the whole clinic.
    promoteTitle: (name: string) => `Tornar ${name} Responsável?`,
    promoteDescription: (name: string) =>
      `${name} vai poder convidar e remover pessoas da equipe, mudar funções, ver o registro de atividades, alterar as rotinas automáticas e os lembretes e exportar ou apagar os dados de pacientes.`,
    promoteConfirm: 'Tornar Responsável',
    promoteCancel: 'Cancelar',
    auditTitle: 'Registro de atividades',
    auditEmpty: 'Nada registrado ainda.',
    auditMore: 'Carregar mais',
    auditPageInvalid: 'Página do registro de atividades inválida.',
    // Read after the member's name: 'Ana convidou bruno@…'. The target is what the server
    // recorded with the action (a name, an e-mail, a professional); some actions have none.
    auditActions: {
      'team.invite': (target) => `convidou ${target}`,
      'team.invite_cancel': (target) => `cancelou o convite de ${target}`,
      'team.join': () => 'entrou na equipe',
      'team.remove': (target) => `removeu ${target} da equipe`,
      'team.leave': () => 'saiu da equipe',
      'team.role': (target) => `mudou a função de ${target}`,
      'clinic.rename': (target) => `renomeou a clínica para ${target}`,
      'chat.move': (target) => `moveu a conversa com ${target}`,
      'chat.assign': (target) => `atribuiu a conversa com ${target}`,
      'chat.opt_out_cleared': (target) =>
        `retomou as rotinas de ${target}, que tinha pedido para não receber mensagens automáticas`,
      'chat.consent_recorded': (target) =>
        `registrou o consentimento de ${target} para mensagens automáticas`,
      'chat.consent_withdrawn': (target) =>
        `retirou o consentimento de ${target} para mensagens automáticas`,
      'chat.merge': (target) => `mesclou outra conversa na conversa com ${target}`,
      'chat.unmerge': (target) => `desfez uma mesclagem na conversa com ${target}`,
      'message.send': (target) => `enviou uma mensagem para ${target}`,
      'note.edit': (target) => `editou uma nota interna na conversa com ${target}`,
      'note.delete': (target) => `excluiu uma nota interna na conversa com ${target}`,
      'waitingList.offer': (target) => `ofereceu à lista de espera um horário com ${target}`,
      'appointment.attendance': (target) => `registrou o comparecimento de ${target} à consulta`,
      'appointment.restore': (target) => `desfez o cancelamento da consulta de ${target}`,
      'auth.password_reset': () => 'redefiniu a senha pelo link do e-mail',
      'profile.email_change': () => 'alterou o e-mail da conta',
      'profile.password_change': () => 'alterou a senha da conta',
      'instance.create': () => 'cadastrou um número de WhatsApp',
      'instance.update': () => 'alterou um número de WhatsApp',
      'instance.provider-switch': () => 'trocou o provedor de um número de WhatsApp',
      'instance.delete': () => 'excluiu um número de WhatsApp',
      'instance.reveal': () => 'viu as credenciais de um número de WhatsApp',
      'apiKey.create': (target) => `criou a chave de API ${target}`,
      'apiKey.revoke': (target) => `revogou a chave de API ${target}`,
      'webhookEndpoint.create': (target) => `cadastrou o webhook ${target}`,
      'webhookEndpoint.update': (target) => `alterou o webhook ${target}`,
      'webhookEndpoint.rotate': (target) => `trocou o segredo do webhook ${target}`,
      'webhookEndpoint.enable': (target) => `ativou de novo o webhook ${target}`,
      'webhookEndpoint.delete': (target) => `excluiu o webhook ${target}`,
      'webhookEndpoint.resend': (target) => `reenviou uma entrega do webhook ${target}`,
    } satisfies Record<AuditAction, (target: string) => string>,
    // An action written by a newer server than this page (an old tab during an update).
    auditUnknown: 'fez uma alteração',
    // Toasts and errors.
    invited: 'Convite enviado',
    invitedDescription: (email: string) => `${email} recebeu um link válido por 7 dias.`,
    invitationCancelled: 'Convite cancelado',
    memberRemoved: 'Membro removido',
    roleChanged: 'Função alterada',
    roleFailed: 'Não foi possível alterar a função',
    left: 'Você saiu da equipe',
    // The first sign-in after a removal: the account now has its own clinic.
    removedNotice: (clinic: string) =>
      `Você não faz mais parte da equipe de ${clinic}. Sua conta continua ativa, agora com um espaço próprio; para voltar à equipe, peça um novo convite ao Responsável.`,
    forbidden: 'Só o Responsável da clínica pode fazer isso.',
    memberNotFound: 'Membro não encontrado.',
    invitationNotFound: 'Convite não encontrado.',
    alreadyMember: 'Esta pessoa já faz parte da equipe.',
    alreadyInvited: 'Já existe um convite pendente para este e-mail.',
    lastResponsavel:
      'A clínica precisa de pelo menos um Responsável. Torne outra pessoa Responsável antes.',
    mailFailed: 'Não foi possível enviar o convite por e-mail. Tente novamente em instantes.',
    confirmEmailFirst: 'Confirme seu e-mail antes de convidar alguém para a equipe.',
    tooManyPending: (n: number) =>
      `A clínica já tem ${n} convites pendentes. Cancele algum antes de enviar outro.`,
    tooManyToday: (n: number) =>
      `A clínica já enviou ${n} convites nas últimas 24 horas. Tente novamente amanhã.`,
    tooManyForAddress:
      'Este e-mail já recebeu convites demais nas últimas 24 horas. Tente novamente amanhã.',
  },
  // The 'Clínica' dialog: the clinic's name, hours, holidays and stop words.
  clinic: {
    menu: 'Clínica',
    title: 'Clínica',
    description:
      'Nome, horário de funcionamento, feriados e palavras de parada: valem para toda a equipe.',
    nameTitle: 'Nome da clínica',
    nameHint: 'Aparece nos convites da equipe e na exportação de dados dos pacientes.',
    // The first run asks it: a new account's clinic is named after the person until then.
    namePromptTitle: 'Como se chama a sua clínica?',
    namePromptHint:
      'Por enquanto a clínica tem o seu nome. O nome da clínica aparece nos convites da equipe e na exportação de dados dos pacientes.',
    nameLabel: 'Nome da clínica',
    nameSave: 'Salvar nome',
    nameSaving: 'Salvando...',
    nameSaved: 'Nome da clínica salvo',
    nameSaveFailed: 'Não foi possível salvar o nome da clínica',
    nameLoading: 'Carregando o nome da clínica...',
    nameLoadFailed: 'Não foi possível carregar o nome da clínica.',
    nameRequired: 'Informe o nome da clínica.',
    nameTooShort: (min: number) => `O nome da clínica deve ter ao menos ${min} caracteres.`,
    nameTooLong: (max: number) => `O nome da clínica deve ter no máximo ${max} caracteres.`,
    nameInvalid: 'Nome da clínica inválido.',
    // 'Rotinas Automáticas' points here, where these settings moved.
    routinesLink: 'Horário, feriados e palavras de parada ficam em Clínica',
    holidaysTitle: 'Feriados',
    holidaysHint:
      'Dias em que a clínica fica fechada: as mensagens automáticas esperam o próximo dia aberto.',
    holidaysEmpty: 'Nenhum feriado cadastrado.',
    holidayAddLabel: 'Nova data (DD/MM para todo ano, DD/MM/AAAA para um dia)',
    holidayAdd: 'Adicionar data',
    // The clinic's own holidays ('Recesso de fim de ano'); a national one is named already.
    holidayNameLabel: 'Nome (opcional)',
    holidayNamePlaceholder: 'Recesso de fim de ano',
    holidayAddNational: 'Adicionar feriados nacionais',
    holidayRemove: (date: string) => `Remover ${date}`,
    holidayEveryYear: 'todo ano',
    // One-day dates already gone stay stored (the reports of their period count the clinic closed
    // on them) but no longer crowd the list of what is ahead.
    holidaysPast: (n: number) => `${n} ${n === 1 ? 'data que já passou' : 'datas que já passaram'}`,
    holidaysPastTitle: 'Datas que já passaram',
    holidaysPastHint: 'Ficam guardadas para os relatórios daquele período.',
    holidayInvalid: (value: string) =>
      `Data inválida: ${value}. Use DD/MM (todo ano) ou DD/MM/AAAA (um dia).`,
    holidayRepeated: (value: string) => `${value} já está na lista.`,
    holidaysAdded: (n: number) =>
      n === 0
        ? 'Os feriados nacionais já estão na lista.'
        : `${n} ${n === 1 ? 'feriado nacional adicionado' : 'feriados nacionais adicionados'}; salve para valer.`,
    holidaysSave: 'Salvar feriados',
    holidaysSaving: 'Salvando...',
    holidaysSaved: 'Feriados salvos',
    holidaysSaveFailed: 'Não foi possível salvar os feriados',
    holidayNames: {
      '01-01': 'Confraternização Universal',
      '04-21': 'Tiradentes',
      '05-01': 'Dia do Trabalho',
      '09-07': 'Independência do Brasil',
      '10-12': 'Nossa Senhora Aparecida',
      '11-02': 'Finados',
      '11-15': 'Proclamação da República',
      '11-20': 'Dia Nacional de Zumbi e da Consciência Negra',
      '12-25': 'Natal',
    } as Record<string, string>,
    goodFriday: 'Sexta-feira Santa',
    carnivalMonday: 'Segunda-feira de Carnaval',
    carnivalTuesday: 'Terça-feira de Carnaval',
    timeZoneLabel: 'Fuso horário da clínica',
  },
  invitation: {
    // `clinic` null: the clinic still carries its Responsável's own name (a new account's
    // default); the page names the inviter as a person and says 'da clínica', as the mail does.
    title: (clinic: string | null, inviter: string) =>
      clinic
        ? `Convite para a equipe de ${clinic}`
        : `${inviter} convidou você para a equipe da clínica`,
    lead: (email: string, role: string) => `O convite é para ${email}, com a função ${role}.`,
    newAccount: 'Crie sua conta para entrar na equipe.',
    existingAccount: 'Este e-mail já tem conta: entre com sua senha para aceitar.',
    nameLabel: 'Seu nome',
    passwordLabel: 'Senha',
    accept: 'Aceitar convite',
    accepting: 'Entrando...',
    invalid: 'Este convite não vale mais',
    invalidDescription:
      'O link expirou, foi cancelado ou já foi usado. Peça um novo convite ao Responsável da clínica.',
    hasOwnNumber:
      'Esta conta já tem um número de WhatsApp conectado à sua própria clínica. Use outro e-mail para entrar nesta equipe.',
    lastResponsavel:
      'Você é o único Responsável da sua equipe atual. Torne outra pessoa Responsável antes de sair dela.',
    joined: (clinic: string | null) =>
      clinic ? `Você entrou na equipe de ${clinic}` : 'Você entrou na equipe da clínica',
    goToLogin: 'Ir para o login',
  },
  assign: {
    menu: 'Atribuir a...',
    nobody: 'Ninguém',
    done: (name: string) => `Conversa atribuída a ${name}`,
    cleared: 'Conversa sem responsável',
    failed: 'Não foi possível atribuir a conversa',
    assignedToYou: (by: string, chat: string) => `${by} atribuiu a conversa com ${chat} a você`,
    badge: (name: string) => `Atribuída a ${name}`,
    mine: 'Minhas conversas',
  },
  presence: {
    viewing: (name: string) => `${name} está nesta conversa`,
    typing: (name: string) => `${name} está digitando...`,
  },
  sender: {
    member: (name: string) => `Enviado por ${name}`,
    phone: 'Celular',
  },
  teamMail: {
    // Fixed: the clinic's name is an account's free text, and a subject line is where a stranger
    // would put a lure ("Sua conta foi bloqueada"); the name goes in the body, as plain data.
    subject: 'Convite para uma equipe no Conecta Clínica',
    // `clinic` null: the clinic still carries its Responsável's own name (the default of a new
    // account), which would read '…o WhatsApp de Recepção Demo'; the mail says 'da clínica'.
    text: (inviter: string, clinic: string | null, link: string, days: number) =>
      `Olá!\n\n${inviter} convidou você para atender o WhatsApp ${clinic ? `de ${clinic}` : 'da clínica'} no Conecta Clínica.\n\nPara aceitar, abra o link abaixo:\n${link}\n\nO link vale por ${days} dias e pode ser usado uma única vez.\n\nSe você não esperava este convite, ignore este e-mail.`,
    title: 'Convite para a equipe',
    lead: (inviter: string, clinic: string | null) =>
      `${inviter} convidou você para atender o WhatsApp ${clinic ? `de ${clinic}` : 'da clínica'} no Conecta Clínica.`,
    button: 'Aceitar convite',
    linkValid: (days: number) => `O link vale por ${days} dias e pode ser usado uma única vez.`,
  },
} as const;
