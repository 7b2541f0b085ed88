import { MESSAGE_MAX } from '../constants.ts';

/** pt-BR texts of files sent and received in the chat window, and of replies. */
export const ATTACHMENT_MSG = {
  attach: 'Anexar arquivo',
  removeAttachment: (name: string) => `Remover anexo ${name}`,
  attachmentLabel: 'Arquivo a enviar',
  captionPlaceholder: 'Legenda (opcional)',
  sendFile: 'Enviar arquivo',
  sendingFile: 'Enviando arquivo...',
  /** How much of a file has reached the server. */
  sendingPercent: (percent: number) => `Enviando ${percent}%`,
  dropHere: 'Solte o arquivo para anexar',
  download: (name: string) => `Baixar ${name}`,
  // Name and size as the link shows them, so the visible text is inside its name (WCAG 2.5.3).
  fileSize: (name: string, size: string) => `${name} ${size}`,
  // Server refusals and the window's own checks.
  fileInvalid: 'Envie o arquivo como data URL (base64).',
  fileEmpty: 'O arquivo está vazio.',
  fileNameInvalid: 'Nome do arquivo inválido.',
  captionLong: `A legenda deve ter no máximo ${MESSAGE_MAX} caracteres.`,
  typeNotAllowed:
    'Tipo de arquivo não permitido. Envie imagens (JPG, PNG, WebP), PDF ou documentos do Office.',
  imageTooLarge: 'A imagem passa do limite de 16 MB.',
  documentTooLarge: 'O documento passa do limite de 100 MB.',
  oneFileOnly: 'Envie um arquivo por vez.',
  fileError: (detail: string) => `Erro ao enviar arquivo: ${detail}`,
  imageSent: 'Imagem enviada.',
  documentSent: 'Documento enviado.',
  // Replies.
  reply: 'Responder',
  replyTo: (who: string) => `Respondendo a ${who}`,
  cancelReply: 'Cancelar resposta',
  quoteLabel: (who: string) => `Em resposta a ${who}`,
  quoteYou: 'Você',
  quotePatient: 'Contato',
  quoteUnknown: 'Mensagem não disponível',
  replyNotFound: 'A mensagem respondida não foi encontrada.',
} as const;
