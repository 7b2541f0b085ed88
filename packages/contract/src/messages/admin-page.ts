import { plural } from '../plural.ts';
import { REPEATED } from './repeated.ts';
import { ADMIN_MSG } from './admin-rules.ts';

/** The admin page's pt-BR texts, in `MSG.adminPage`. */
export const ADMIN_UI = {
  title: 'Administração de Instâncias',
  subtitle: 'Gerencie as instâncias do WhatsApp vinculadas às contas da clínica.',
  back: 'Voltar ao Dashboard',
  adminBadge: 'Administrador',
  reload: 'Recarregar',
  newInstance: 'Nova Instância',
  checking: 'Verificando permissões...',
  loading: 'Carregando instâncias...',
  count: (n: number) => plural(n, 'instância', 'instâncias'),
  tableLabel: 'Instâncias do WhatsApp',
  columns: {
    user: 'Usuário',
    status: 'Status',
    phone: 'Telefone',
    instanceId: 'ID da Instância',
    chats: 'Chats',
    createdAt: 'Criado em',
    actions: 'Ações',
  },
  chatsCount: (n: number) => plural(n, 'chat', 'chats'),
  noPhone: 'Sem telefone',
  /** Which of a clinic's numbers an instance is, when the clinic has more than one (issue 48). */
  mainNumber: 'Número principal',
  extraNumber: 'Número adicional',
  maskedToken: (masked: string) => `Token ${masked}`,
  /** The provider line under an instance's id in the list. */
  providerLine: (provider: string) => `Provedor: ${provider}`,
  editAction: (name: string) => `Editar instância de ${name}`,
  deleteAction: (name: string) => `Deletar instância de ${name}`,
  emptyTitle: 'Nenhuma instância cadastrada',
  emptyDescription: 'Crie uma instância para que a conta possa conectar o WhatsApp da clínica.',
  loadFailed: 'Não foi possível carregar as instâncias.',
  retry: 'Tentar novamente',
  status: {
    ACTIVE: { label: 'Ativa', description: 'WhatsApp conectado e instância dentro da validade.' },
    DEACTIVATED: {
      label: 'Desativada',
      description: 'Desativada por um administrador: a conta não consegue usar o WhatsApp.',
    },
    EXPIRED: {
      label: 'Expirada',
      description: 'A data de expiração já passou: renove a validade para voltar a usar.',
    },
    PENDING: {
      label: 'Pendente',
      description: 'Aguardando a primeira conexão do WhatsApp (leitura do QR Code).',
    },
    INACTIVE: {
      label: 'Inativa',
      description: 'O WhatsApp já foi conectado, mas está desconectado no momento.',
    },
  },
  statusAria: (label: string, description: string) => `Status: ${label}. ${description}`,
  form: {
    createTitle: 'Nova Instância',
    createDescription: 'Cadastre as credenciais do provedor de WhatsApp para a sua conta.',
    editTitle: 'Editar Instância',
    editDescription: 'Altere os dados da instância e salve.',
    user: 'Usuário',
    userLockedHint: ADMIN_MSG.ownOnly,
    userPlaceholder: 'Selecione um usuário',
    /** An account with a number: the one moved here becomes its clinic's next number (issue 48). */
    userTaken: 'já possui instância: esta vira um número adicional da clínica',
    userUnconfirmed: 'e-mail não confirmado',
    userMoveHint: 'Ao trocar de usuário, o novo dono precisa conectar o WhatsApp de novo.',
    status: 'Status',
    statusOptions: { ACTIVE: 'Ativa', DEACTIVATED: 'Desativada' },
    provider: 'Provedor',
    providerOptions: { zapi: 'Z-API', 'cloud-api': 'API oficial (Cloud API)' },
    /** The edit form, once 'Provedor' differs from the saved one: what a switch keeps. */
    providerSwitchHint:
      'Trocar o provedor mantém as conversas, mensagens, etiquetas, tarefas e consultas da clínica; os próximos envios saem pelo novo provedor.',
    phoneNumberId: 'ID do número de telefone',
    businessAccountId: 'ID da conta do WhatsApp Business',
    accessToken: 'Token de acesso',
    appSecret: 'Segredo do app',
    cloudApiHint:
      'No painel da Meta: os IDs e o token ficam em WhatsApp > Configuração da API; o segredo, em Configurações do app > Básico.',
    webhookTitle: 'Webhook no painel da Meta',
    webhookHint:
      "Em WhatsApp > Configuração > Webhook, cole a URL de retorno e o token de verificação, e assine o campo 'messages'.",
    webhookUrl: 'URL de retorno',
    verifyToken: 'Token de verificação',
    webhookAfterCreate:
      'A URL de retorno e o token de verificação aparecem ao editar a instância, depois de criada.',
    clientToken: 'Client-Token',
    clientTokenHint: 'Opcional: token de segurança da conta no provedor.',
    seuToken: 'Token da instância',
    suaInstancia: 'ID da instância',
    connectedPhone: 'Telefone Conectado',
    phonePlaceholder: '5511999990000',
    phoneHint: 'Somente números, com DDI e DDD.',
    numberLabel: 'Nome do número (opcional)',
    numberLabelHint:
      "Aparece no quadro quando a clínica tem mais de um número: 'Recepção', 'Financeiro'.",
    expiraEm: 'Expira em',
    expiryHint: 'Opcional: se ficar em branco, a instância expira em 30 dias.',
    showToken: 'Mostrar token',
    hideToken: 'Ocultar token',
    cancel: 'Cancelar',
    create: 'Criar Instância',
    creating: 'Criando...',
    save: 'Salvar alterações',
    saving: 'Salvando...',
    close: 'Fechar',
    loadingInstance: 'Carregando dados da instância...',
    loadInstanceFailed: 'Não foi possível carregar os dados da instância.',
  },
  deleteDialog: {
    title: 'Deletar instância',
    question: 'Tem certeza que deseja deletar esta instância?',
    irreversible: 'Esta ação não pode ser desfeita.',
    cancel: 'Cancelar',
    confirm: 'Deletar',
    deleting: 'Deletando...',
  },
  /** Not in the spec: confirmed accounts still without an instance. */
  waiting: {
    title: 'Contas aguardando instância',
    description:
      'Estas contas confirmaram o e-mail, mas ainda não têm uma instância do WhatsApp. Atribua uma para que possam conectar o WhatsApp da clínica.',
    count: (n: number) => plural(n, 'conta', 'contas'),
    loading: 'Carregando contas...',
    loadFailed: 'Não foi possível carregar as contas aguardando instância.',
    assign: 'Atribuir instância',
    assignAction: (name: string) => `Atribuir instância a ${name}`,
    dialogDescription: (name: string, email: string) =>
      `${name} (${email}) passa a usar a instância escolhida e conecta o WhatsApp da clínica pelo QR Code.`,
    instance: 'Instância',
    instancePlaceholder: 'Selecione uma instância',
    instanceOption: (instanceId: string, owner: string) => `${instanceId} · ${owner}`,
    takesFrom: (owner: string) =>
      `${owner} deixa de ter acesso a esta instância e precisará de outra para usar o WhatsApp.`,
    instanceRequired: 'Selecione uma instância.',
    noInstances: "Nenhuma instância cadastrada. Crie uma em 'Nova Instância' e atribua-a aqui.",
    confirm: 'Atribuir',
    confirming: 'Atribuindo...',
    assigned: (name: string) => `Instância atribuída a ${name}`,
    errorTitle: 'Erro ao atribuir instância',
  },
  toast: {
    loadErrorTitle: 'Erro ao carregar instâncias',
    createErrorTitle: 'Erro ao criar instância',
    updateErrorTitle: 'Erro ao atualizar instância',
    deleteErrorTitle: 'Erro ao deletar instância',
    networkDescription: REPEATED.networkDescription,
    deniedTitle: 'Acesso Negado',
    deniedDescription:
      'Você não tem permissão para acessar esta área. Apenas administradores têm acesso.',
  },
  permission: {
    sessionFailed: 'Erro ao verificar permissões. Faça login novamente.',
    failedTitle: 'Não foi possível verificar suas permissões',
    tryAgain: 'Tente novamente.',
    retry: 'Tentar novamente',
  },
} as const;
