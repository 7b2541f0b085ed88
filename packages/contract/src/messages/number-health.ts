import { plural } from '../plural.ts';

/**
 * Connection health: the 'Saúde do número' panel (Responsável), the red banner of a board while
 * the number is down, the 'Enquanto esteve desconectado' panel after it comes back, and the
 * e-mails to the Responsáveis. None is shown by the specification (issue 33).
 */
export const NUMBER_HEALTH_MSG = {
  numberHealth: {
    title: 'Saúde do número',
    menuLabel: 'Saúde do número',
    description: 'Como a conexão do WhatsApp e as mensagens andaram nos últimos dias.',
    loading: 'Carregando a saúde do número...',
    failed: 'Não foi possível carregar a saúde do número.',
    retry: 'Tentar novamente',
    forbidden: 'Só o Responsável pela clínica vê a saúde do número.',
    /** The selector over the figures, in a clinic with more than one number (issue 48). */
    numberLabel: 'Número',
    /** An option of that selector: the number's name, its phone when the name is a label. */
    numberOption: (name: string, phone: string | null, main: boolean) =>
      `${name}${phone ? ` · ${phone}` : ''}${main ? ' (principal)' : ''}`,
    uptime7: 'Conectado nos últimos 7 dias',
    uptime30: 'Conectado nos últimos 30 dias',
    uptimeUnknown: 'sem dados',
    outagesTitle: 'Quedas da conexão (30 dias)',
    noOutages: 'Nenhuma queda da conexão nos últimos 30 dias.',
    outageStart: 'Início',
    outageEnd: 'Fim',
    outageLength: 'Duração',
    outageReason: 'Percebida por',
    ongoing: 'ainda desconectado',
    reasons: {
      webhook: 'aviso do provedor',
      'status-check': 'verificação periódica',
      'send-failure': 'envio recusado',
    },
    dailyTitle: 'Mensagens por dia (14 dias)',
    // Today's automatic messages against the number's cap (the warm-up's, for a new number).
    automaticToday: 'Mensagens automáticas hoje',
    day: 'Dia',
    sent: 'Enviadas',
    received: 'Recebidas',
    automatic: 'Automáticas',
    ratio: 'Enviadas por recebida (14 dias)',
    ratioNone: 'nenhuma recebida',
    noMessages: 'Nenhuma mensagem nos últimos 14 dias.',
    alertLabel: 'Avisar os Responsáveis por e-mail após quantos minutos desconectado',
    alertSave: 'Salvar',
    alertSaved: 'Aviso de queda salvo.',
    alertSaveFailed: 'Não foi possível salvar o aviso de queda.',
    alertRange: (min: number, max: number) => `O aviso de queda vai de ${min} a ${max} minutos.`,
    duration: (ms: number) => {
      const minutes = Math.floor(ms / 60_000);
      if (minutes < 1) return 'menos de 1 min';
      const h = Math.floor(minutes / 60);
      const m = minutes % 60;
      if (h === 0) return `${m} min`;
      return m === 0 ? `${h} h` : `${h} h ${String(m).padStart(2, '0')} min`;
    },
  },
  outageBanner: {
    since: (when: string) => `WhatsApp desconectado desde ${when}`,
    reconnect: 'reconectar',
    /** Where one would send, while the number is down (issue 53). */
    held: (when: string | null) =>
      `Envio suspenso: o WhatsApp está desconectado${when ? ` desde ${when}` : ''}. O que você escrever fica guardado aqui até o número voltar.`,
    /** The same, in a chat on another of the clinic's numbers that is down (issue 48). */
    heldOf: (name: string, when: string | null) =>
      `Envio suspenso: o número ${name} está desconectado${when ? ` desde ${when}` : ''}. O que você escrever fica guardado aqui até o número voltar.`,
  },
  outageGap: {
    title: 'Enquanto esteve desconectado',
    /** The same panel for one of a clinic's other numbers (issue 48): which one it is about. */
    titleOf: (name: string) => `Enquanto o número ${name} esteve desconectado`,
    /** The panel of an outage still going on: from when, no end yet. */
    since: (from: string) => `Desde ${from}.`,
    between: (from: string, to: string) => `De ${from} a ${to}.`,
    patients: (n: number) =>
      n === 0
        ? 'Nenhum paciente escreveu durante a queda.'
        : `${plural(n, 'paciente escreveu', 'pacientes escreveram')} durante a queda:`,
    retimed: (n: number) =>
      `${plural(n, 'mensagem automática reprogramada', 'mensagens automáticas reprogramadas')} para depois da reconexão.`,
    messages: (n: number) => plural(n, 'mensagem', 'mensagens'),
    openChat: 'Abrir conversa',
    dismiss: 'Fechar',
  },
  outageMail: {
    /**
     * Who the mail is about: the clinic, and in a clinic with more than one number (issue 48)
     * which of them ('Clínica Sorriso (número Financeiro)').
     */
    about: (clinic: string, number: string | null) =>
      number === null ? clinic : `${clinic} (número ${number})`,
    // Fixed subjects, as the team invitation's: the clinic's name is free text.
    downSubject: 'O WhatsApp da clínica está desconectado',
    downTitle: 'WhatsApp desconectado',
    downText: (clinic: string, since: string) =>
      `Olá!\n\nO WhatsApp de ${clinic} está desconectado desde ${since}. Enquanto isso, nenhuma mensagem chega nem sai, e as mensagens automáticas esperam a reconexão.\n\nPara reconectar, entre no Conecta Clínica e leia o código QR com o celular da clínica.`,
    downLead: (clinic: string, since: string) =>
      `O WhatsApp de ${clinic} está desconectado desde ${since}.`,
    downBody:
      'Enquanto isso, nenhuma mensagem chega nem sai, e as mensagens automáticas esperam a reconexão. Para reconectar, entre no Conecta Clínica e leia o código QR com o celular da clínica.',
    backSubject: 'O WhatsApp da clínica voltou a se conectar',
    backTitle: 'WhatsApp conectado de novo',
    backText: (clinic: string, since: string, back: string, length: string) =>
      `Olá!\n\nO WhatsApp de ${clinic} voltou a se conectar às ${back}, depois de ${length} desconectado (desde ${since}).\n\nNo quadro, 'Enquanto esteve desconectado' mostra os pacientes que escreveram nesse tempo.`,
    backLead: (clinic: string, since: string, back: string, length: string) =>
      `O WhatsApp de ${clinic} voltou a se conectar às ${back}, depois de ${length} desconectado (desde ${since}).`,
    backBody:
      "No quadro, 'Enquanto esteve desconectado' mostra os pacientes que escreveram nesse tempo.",
  },
} as const;
