/**
 * pt-BR texts of the clinic's API keys ('Integrações') and of the public API's refusals (issue
 * 49). The specification shows none of them; docs/decisions.md says what was decided.
 */
export const API_KEY_MSG = {
  // The screen.
  title: 'Integrações',
  menu: 'Integrações',
  intro:
    'Chaves de API deixam o sistema da clínica (agenda, prontuário, automações) ler conversas, enviar mensagens e manter as consultas em dia pela API pública.',
  docsLink: 'Ver a documentação da API',
  empty: 'Nenhuma chave criada ainda.',
  loading: 'Carregando chaves...',
  listLabel: 'Chaves de API ativas',
  createFailed: 'Não foi possível criar a chave',
  revokeFailed: 'Não foi possível revogar a chave',
  networkError: 'Sem conexão com o servidor. Verifique a internet e tente de novo.',
  revokeNamed: (name: string) => `Revogar a chave ${name}`,
  loadFailed: 'Não foi possível carregar as chaves. Tente novamente.',
  retry: 'Tentar novamente',
  create: 'Criar chave',
  creating: 'Criando...',
  nameLabel: 'Nome da chave',
  namePlaceholder: 'Ex.: Agenda Feegow',
  scopesLabel: 'O que esta chave pode fazer',
  createdAt: (when: string) => `Criada em ${when}`,
  lastUsed: (when: string) => `Último uso: ${when}`,
  neverUsed: 'Ainda não usada',
  revoke: 'Revogar',
  revokeTitle: 'Revogar esta chave?',
  revokeBody: (name: string) =>
    `O sistema que usa a chave "${name}" deixa de ter acesso na hora. Isso não pode ser desfeito.`,
  revokeConfirm: 'Revogar chave',
  cancel: 'Cancelar',
  close: 'Já guardei a chave',
  revoked: 'Chave revogada',
  created: 'Chave criada',
  shownOnceTitle: 'Copie a chave agora',
  shownOnce:
    'Esta é a única vez que a chave aparece. Guarde-a num lugar seguro: se perder, revogue e crie outra.',
  copy: 'Copiar chave',
  copied: 'Chave copiada',
  copyFailed: 'Não foi possível copiar. Selecione a chave e copie à mão.',
  // Rules.
  nameRequired: 'Dê um nome à chave (até 60 caracteres).',
  scopesRequired: 'Escolha pelo menos uma permissão.',
  scopeUnknown: 'Permissão desconhecida.',
  notFound: 'Chave não encontrada.',
  tooMany: (max: number) =>
    `A clínica já tem ${max} chaves ativas. Revogue uma antes de criar outra.`,
  // The public API's refusals.
  keyInvalid: 'Chave de API inválida ou revogada.',
  scopeMissing: (scope: string) => `Esta chave não tem a permissão "${scope}".`,
  rateLimited: 'Muitas chamadas com esta chave. Aguarde um minuto e tente de novo.',
  destinationRequired: 'Diga para quem enviar: chatId ou phone.',
  contentRequired: 'Diga o que enviar: text ou template.',
  optedOut:
    'Este paciente pediu para não receber mensagens automáticas (palavra de parada). Só a equipe pode escrever para ele, pela conversa.',
  consentMissing:
    'Fora da janela de 24 horas, a clínica só envia um modelo pela API a quem tem o consentimento registrado na conversa, ou declarado na chamada com "consent": true.',
  consentFlagInvalid: 'Informe se o paciente consentiu: o campo consent aceita só true ou false.',
  // A send to a phone the clinic never talked to.
  phoneInvalid:
    'Telefone inválido: use o número com o código do país, como +55 11 98765-4321 (10 a 15 dígitos).',
  templateRequired:
    'Este número nunca escreveu para a clínica: pela API oficial do WhatsApp, a primeira mensagem precisa ser um modelo aprovado (template), não um texto livre.',
  phoneErased:
    'Os dados do paciente deste número foram apagados a pedido dele: a clínica só volta a falar com ele se ele escrever primeiro.',
  externalIdInvalid:
    'externalId inválido: use até 100 letras, números, ponto, hífen, sublinhado ou dois-pontos.',
  unchanged: 'Nada mudou: a consulta já estava assim.',
  externalOtherChat:
    'Este externalId já é de uma consulta de outra conversa. Cancele-a e use outro externalId.',
  cursorInvalid: 'Cursor inválido: use o valor de "next" da página anterior.',
  // Who did it, in the activity and access logs.
  viaKey: (name: string) => `pela chave de API "${name}"`,
  // The scopes, as the screen and the refusals name them.
  scopes: {
    'chats:read': 'Ler conversas e mensagens',
    'messages:send': 'Enviar mensagens',
    'appointments:read': 'Ler consultas',
    'appointments:write': 'Criar e alterar consultas',
    'waiting-list:write': 'Incluir na lista de espera',
    'reports:read': 'Ler relatórios',
  },
} as const;
