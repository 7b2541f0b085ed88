/**
 * The one-line text that stands for a message where only a line fits, in `MSG.previews`: a
 * card's last message, a quoted reply, a notification. A file shows its kind before its caption.
 */
export const PREVIEW_MSG = {
  audio: '🎤 Áudio',
  image: (caption: string | null | undefined) => (caption ? `📷 ${caption}` : '📷 Imagem'),
  video: (caption: string | null | undefined) => (caption ? `🎬 ${caption}` : '🎬 Vídeo'),
  document: (fileName: string | null | undefined) => `📄 ${fileName ?? 'Documento'}`,
  /** What the provider sends without a text of its own, written as the message's text. */
  sticker: 'Figurinha',
  location: 'Localização',
  contact: 'Contato',
  /** The Cloud API's reaction of a patient, kept as a line in the chat. */
  reaction: (emoji: string) => `Reagiu com ${emoji}`,
  /** The Cloud API tells that a patient edited or deleted a message, never the new text. */
  editedElsewhere: 'O paciente editou uma mensagem (a API oficial não envia o novo texto).',
  deletedByPatient: 'O paciente apagou uma mensagem.',
  unsupported: 'Mensagem de um tipo que a API oficial não mostra.',
} as const;
