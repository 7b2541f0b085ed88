import { ASSISTANT_BASE_MAX } from '../constants.ts';
import { MESSAGE_MSG } from './message-rules.ts';

/** The receptionist's assistant (issue 50), in `MSG.assistant`. */
export const ASSISTANT_MSG = {
  title: 'Assistente',
  description:
    'Sugere respostas a partir da base de conhecimento da clínica e transcreve notas de voz. Nada é enviado ao paciente sem que alguém da equipe clique em Enviar.',
  provider: (name: string, url: string) => `Provedor: ${name} (${url})`,
  model: (model: string) => `Modelo: ${model}`,
  whatLeaves:
    'Ao usar o assistente, saem deste servidor para o provedor: as últimas mensagens da conversa, a base de conhecimento, os textos prontos e o horário de atendimento (para sugerir uma resposta); as últimas mensagens, sem a base (para resumir a conversa); ou o áudio da nota de voz (para transcrever). CPF, números de cartão e e-mails escritos nas mensagens e nas transcrições são mascarados antes do envio; a base e os textos prontos vão como foram escritos. O provedor não recebe o nome nem o número do paciente.',
  nothingAutomatic:
    'Nada é enviado automaticamente ao paciente: a sugestão vai para o campo de mensagem, e a pessoa revisa, edita e envia.',
  enabledLabel: 'Ligar o assistente nesta clínica',
  autoTranscribeLabel: 'Transcrever automaticamente as novas notas de voz',
  baseLabel: 'Base de conhecimento',
  baseHint:
    'Serviços e preços, endereço e estacionamento, convênios aceitos, preparo de exames, profissionais. O assistente só responde com o que estiver aqui; o que faltar, ele diz que vai confirmar com a equipe.',
  basePlaceholder:
    'Ex.: Consulta com clínico geral: R$ 250,00.\nEstacionamento gratuito no subsolo.',
  baseLong: `A base de conhecimento deve ter no máximo ${ASSISTANT_BASE_MAX} caracteres.`,
  usage: (used: number, cap: number) =>
    `Uso neste mês: ${used.toLocaleString('pt-BR')} de ${cap.toLocaleString('pt-BR')} tokens.`,
  loading: 'Carregando o assistente...',
  loadFailed: 'Não foi possível carregar as configurações do assistente.',
  saveFailed: 'Não foi possível salvar as configurações do assistente',
  suggestFailed: 'Não foi possível sugerir uma resposta',
  transcribeFailed: 'Não foi possível transcrever a nota de voz',
  cut: 'A sugestão chegou incompleta: revise o texto ou peça outra.',
  save: 'Salvar',
  saving: 'Salvando...',
  saved: 'Configurações do assistente salvas!',
  // Refusals and failures.
  unavailable: 'O assistente não está configurado neste servidor.',
  off: 'O assistente está desligado nesta clínica. O Responsável pode ligá-lo em Clínica > Assistente.',
  capReached: (cap: number) =>
    `A clínica chegou ao limite de ${cap.toLocaleString('pt-BR')} tokens do assistente neste mês. O uso volta no próximo mês; até lá, responda sem a sugestão.`,
  timeout: 'O assistente demorou demais para responder. Tente de novo em instantes.',
  busy: 'O provedor do assistente está sobrecarregado agora. Tente de novo em instantes.',
  providerRejected:
    'O provedor do assistente recusou o pedido (chave ou modelo inválido). Avise o administrador do servidor.',
  providerFailed:
    'Não foi possível falar com o provedor do assistente. Tente de novo em instantes.',
  notAudio: 'Só notas de voz podem ser transcritas.',
  audioMissing: 'O áudio desta nota de voz ainda não está disponível para transcrever.',
  audioTooLarge: 'Esta nota de voz é grande demais para transcrever (máximo de 25 MB).',
  transcribeUnavailable: 'O provedor configurado não oferece transcrição de áudio.',
  messageNotFound: MESSAGE_MSG.messageNotFound,
  emptyChat: 'Ainda não há mensagens do paciente nesta conversa para responder.',
  // Chat window.
  transcribe: 'Transcrever',
  transcribing: 'Transcrevendo...',
  transcribed: 'Nota de voz transcrita.',
  transcriptLabel: 'Transcrição',
  suggest: 'Sugerir resposta',
  suggesting: 'Escrevendo sugestão...',
  stopSuggest: 'Parar',
  suggestionHint: 'Sugestão do assistente: revise e edite antes de enviar.',
  // Hand-off summary ('Resumo').
  summary: 'Resumo',
  summaryTitle: 'Resumo da conversa',
  summaryAssigned: 'Conversa atribuída a você: ver o resumo',
  summarizing: 'Resumindo a conversa...',
  summaryFailed: 'Não foi possível resumir a conversa',
  summaryHint:
    'Resumo do assistente a partir das últimas mensagens: confira na conversa antes de agir.',
  summaryClose: 'Fechar o resumo',
  summaryEmpty: 'Ainda não há mensagens nesta conversa para resumir.',
  // Access log details.
  usedSuggest: 'Sugestão de resposta',
  usedTranscribe: 'Transcrição de nota de voz',
  usedSummary: 'Resumo da conversa para passagem',
  usedAutoTranscribe: 'Transcrição automática de nota de voz',
} as const;
