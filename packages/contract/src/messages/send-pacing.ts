/** The sending-pace settings (daily cap, warm-up, spacing), in `MSG.sendPacing`. */
export const SEND_PACING_MSG = {
  // Refusals of the settings form; the specification shows none of these texts.
  invalid: 'Configuração de envio inválida.',
  dailyCapRange: (min: number, max: number) =>
    `O limite diário deve ser de ${min} a ${max} mensagens automáticas.`,
  minGapRange: (min: number, max: number) =>
    `O intervalo mínimo entre envios deve ser de ${min} a ${max} segundos.`,
  extraGapRange: (max: number) => `O intervalo extra aleatório deve ser de 0 a ${max} segundos.`,
  saved: 'Ritmo de envio salvo',
  // What the Responsável reads about today's sends.
  warmUpToday: (day: number, days: number, cap: number) =>
    `Número novo: dia ${day} de ${days} do aquecimento — até ${cap} mensagens automáticas hoje`,
  capToday: (cap: number) => `Até ${cap} mensagens automáticas hoje`,
  sentToday: (sent: number, cap: number) =>
    `${sent} de ${cap} ${cap === 1 ? 'mensagem automática enviada' : 'mensagens automáticas enviadas'} hoje`,
  // 'Ritmo dos envios', a section of 'Clínica'.
  title: 'Ritmo dos envios automáticos',
  hint: 'Para o número não parecer spam: um limite de mensagens automáticas por dia (menor nos primeiros 14 dias de um número novo) e um intervalo entre elas, com uma parte aleatória.',
  dailyCapLabel: 'Limite diário de mensagens automáticas',
  warmUpLabel: 'Aquecer número novo (limite menor nos primeiros 14 dias)',
  minGapLabel: 'Intervalo mínimo entre envios (segundos)',
  extraGapLabel: 'Intervalo extra aleatório, até (segundos)',
  loading: 'Carregando o ritmo dos envios...',
  loadFailed: 'Não foi possível carregar o ritmo dos envios.',
  saveFailed: 'Não foi possível salvar o ritmo dos envios',
  save: 'Salvar ritmo',
  saving: 'Salvando...',
  notLinked: 'O número ainda não foi conectado: o aquecimento começa na primeira conexão.',
  // A clinic with more than one number (issue 48): each number's day, one under the other.
  eachNumber:
    'Cada número conta o seu dia e tem o seu aquecimento; o limite e os intervalos abaixo valem para todos.',
  numberTitle: (name: string, main: boolean) => (main ? `${name} (número principal)` : name),
} as const;
