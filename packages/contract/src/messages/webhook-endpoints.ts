/**
 * pt-BR texts of the clinic's outbound webhooks ('Integrações' → 'Webhooks', issue 49). The
 * specification shows none of them; docs/decisions.md says what was decided.
 */
export const WEBHOOK_ENDPOINT_MSG = {
  // The screen.
  title: 'Webhooks',
  intro:
    'Avise o sistema da clínica (n8n, agenda, CRM) quando algo acontece: o Conecta Clínica envia um POST assinado para cada endereço cadastrado.',
  loading: 'Carregando webhooks...',
  empty: 'Nenhum webhook cadastrado ainda.',
  loadFailed: 'Não foi possível carregar os webhooks. Tente novamente.',
  listLabel: 'Webhooks cadastrados',
  add: 'Adicionar webhook',
  adding: 'Adicionando...',
  urlLabel: 'Endereço (URL)',
  urlPlaceholder: 'https://n8n.suaclinica.com.br/webhook/conecta',
  descriptionLabel: 'Descrição (opcional)',
  eventsLabel: 'Eventos enviados',
  createFailed: 'Não foi possível adicionar o webhook',
  active: 'Ativo',
  disabled: 'Desativado',
  disabledSince: (when: string) => `Desativado em ${when} após um dia de falhas`,
  enable: 'Ativar de novo',
  enableFailed: 'Não foi possível ativar o webhook',
  remove: 'Excluir',
  removeNamed: (url: string) => `Excluir o webhook ${url}`,
  removeFailed: 'Não foi possível excluir o webhook',
  rotate: 'Trocar segredo',
  rotateFailed: 'Não foi possível trocar o segredo',
  deliveries: 'Entregas',
  deliveriesOf: (url: string) => `Entregas para ${url}`,
  deliveriesEmpty: 'Nenhuma entrega ainda.',
  deliveriesLoading: 'Carregando entregas...',
  deliveriesFailed: 'Não foi possível carregar as entregas.',
  resend: 'Reenviar',
  resendFailed: 'Não foi possível reenviar',
  attempts: (n: number) => (n === 1 ? '1 tentativa' : `${n} tentativas`),
  latency: (ms: number) => `${ms} ms`,
  status: {
    pending: 'Na fila',
    sending: 'Enviando',
    delivered: 'Entregue',
    failed: 'Falhou',
  },
  secretTitle: 'Copie o segredo agora',
  secretOnce:
    'Este segredo assina cada envio (padrão Standard Webhooks). Ele aparece só esta vez: guarde-o no sistema que recebe.',
  copySecret: 'Copiar segredo',
  secretCopied: 'Segredo copiado',
  secretClose: 'Já guardei o segredo',
  // Answers.
  created: 'Webhook adicionado',
  enabled: 'Webhook ativado de novo',
  removed: 'Webhook excluído',
  rotated: 'Segredo trocado: o anterior continua válido por 24 horas.',
  resent: 'Entrega colocada na fila de novo',
  // Rules.
  urlInvalid: 'Informe um endereço que comece com https:// ou http:// (até 500 caracteres).',
  urlPrivate:
    'Este endereço aponta para uma rede interna ou para o próprio servidor. Use um endereço público.',
  urlUnresolved: 'Não foi possível encontrar este endereço. Confira o domínio.',
  descriptionTooLong: 'A descrição pode ter até 120 caracteres.',
  eventsRequired: 'Escolha pelo menos um evento.',
  eventUnknown: 'Evento desconhecido.',
  notFound: 'Webhook não encontrado.',
  deliveryNotFound: 'Entrega não encontrada.',
  tooMany: (max: number) => `A clínica já tem ${max} webhooks. Exclua um antes de adicionar outro.`,
  // The events, as the screen names them.
  events: {
    'message.received': 'Mensagem recebida',
    'message.sent': 'Mensagem enviada',
    'chat.moved': 'Conversa mudou de coluna',
    'appointment.confirmed': 'Consulta confirmada',
    'appointment.reschedule_requested': 'Paciente pediu para remarcar',
    'appointment.cancelled': 'Consulta cancelada',
    'appointment.attendance': 'Comparecimento registrado',
    'waiting_list.slot_filled': 'Horário preenchido pela lista de espera',
    'satisfaction.answered': 'Pesquisa de satisfação respondida',
    'connection.disconnected': 'Número desconectado',
    'connection.restored': 'Número conectado de novo',
  },
  // The e-mail to the Responsáveis when an endpoint is turned off.
  mail: {
    subject: 'Webhook desativado após um dia de falhas',
    title: 'Um webhook da clínica foi desativado',
    lead: (clinic: string, url: string) =>
      `O endereço ${url}, da clínica ${clinic}, não aceitou os envios do Conecta Clínica durante 24 horas e foi desativado.`,
    body: 'Os eventos continuam guardados. Corrija o endereço e clique em "Ativar de novo" em Integrações → Webhooks para receber o que ficou na fila.',
    text: (clinic: string, url: string) =>
      `O endereço ${url}, da clínica ${clinic}, não aceitou os envios do Conecta Clínica durante 24 horas e foi desativado. Corrija o endereço e ative de novo em Integrações → Webhooks.`,
  },
} as const;
