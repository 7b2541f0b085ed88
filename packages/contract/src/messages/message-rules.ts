import { MESSAGE_MAX } from '../constants.ts';

/** The messages area's rules and answers, in `MSG.messageRules`: the server's refusals and the forms' checks. */
export const MESSAGE_MSG = {
  textEmpty: 'A mensagem não pode ser vazia.',
  textLong: `A mensagem deve ter no máximo ${MESSAGE_MAX} caracteres.`,
  phoneInvalid: 'Telefone da conversa inválido.',
  messageNotFound: 'Mensagem não encontrada.',
  editOwnTextOnly: 'Só é possível editar as suas próprias mensagens de texto.',
  audioInvalid: 'Envie o áudio como data URL audio/mpeg (base64).',
  audioTooLarge: 'O áudio passa do limite de 16 MB ou 5 minutos.',
  durationInvalid: 'Duração do áudio inválida.',
  pageSizeInvalid: 'Quantidade de mensagens inválida.',
  beforeInvalid: 'Mensagem de referência inválida.',
  mediaNotFound: 'Arquivo não encontrado.',
  sent: 'Mensagem enviada.',
  audioSent: 'Áudio enviado.',
  edited: 'Mensagem editada.',
  read: 'Conversa marcada como lida.',
} as const;
