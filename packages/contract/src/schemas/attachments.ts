import { z } from 'zod';

import { MESSAGE_MAX } from '../constants.ts';
import { ATTACHMENT_MSG } from '../messages/attachments.ts';
import { zChatIdParam } from './chats.ts';
import { zPhone } from './phone.ts';

/**
 * What a file sent from the chat window may weigh, by how the provider sends it. Z-API's
 * documentation gives no lower figures: WhatsApp's own limits, 16 MB for a picture and 100 MB for
 * a document, are the ones the product keeps.
 */
export const IMAGE_MAX_BYTES = 16 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 100 * 1024 * 1024;

/** The longest file name kept (and sent to the provider). */
export const FILE_NAME_MAX = 200;

export type AttachmentKind = 'image' | 'document';

/**
 * The types a member may send, how each goes (a picture or a document) and the extension Z-API's
 * `send-document/{extension}` is called with.
 */
export const ATTACHMENT_TYPES: Readonly<Record<string, { kind: AttachmentKind; ext: string }>> = {
  'image/jpeg': { kind: 'image', ext: 'jpg' },
  'image/png': { kind: 'image', ext: 'png' },
  'image/webp': { kind: 'image', ext: 'webp' },
  'application/pdf': { kind: 'document', ext: 'pdf' },
  'application/msword': { kind: 'document', ext: 'doc' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    kind: 'document',
    ext: 'docx',
  },
  'application/vnd.ms-excel': { kind: 'document', ext: 'xls' },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    kind: 'document',
    ext: 'xlsx',
  },
  'application/vnd.ms-powerpoint': { kind: 'document', ext: 'ppt' },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': {
    kind: 'document',
    ext: 'pptx',
  },
  'application/vnd.oasis.opendocument.text': { kind: 'document', ext: 'odt' },
  'application/vnd.oasis.opendocument.spreadsheet': { kind: 'document', ext: 'ods' },
  'text/plain': { kind: 'document', ext: 'txt' },
  'text/csv': { kind: 'document', ext: 'csv' },
};

/** The file picker's `accept`: the types above. */
export const ATTACHMENT_ACCEPT = Object.keys(ATTACHMENT_TYPES).join(',');

/** How a file of this type goes, or null when it may not be sent. */
export function attachmentKind(mime: string): AttachmentKind | null {
  return ATTACHMENT_TYPES[mime.toLowerCase()]?.kind ?? null;
}

export function attachmentMaxBytes(kind: AttachmentKind): number {
  return kind === 'image' ? IMAGE_MAX_BYTES : DOCUMENT_MAX_BYTES;
}

/** A file's size as people read it in Brazil: '850 KB', '1,2 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = value < 10 ? 1 : 0;
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: digits })} ${units[unit]}`;
}

/** base64 grows a file by 4/3: the JSON body of the largest document, with room for the rest. */
export const SEND_FILE_BODY_LIMIT = Math.ceil((DOCUMENT_MAX_BYTES * 4) / 3) + 1024 * 1024;

const zMessageIdRef = z
  .string({ error: ATTACHMENT_MSG.replyNotFound })
  .trim()
  .min(1, ATTACHMENT_MSG.replyNotFound)
  .max(200, ATTACHMENT_MSG.replyNotFound);

/** The provider id of the message a send answers (quotes); absent for a plain send. */
export const zReplyTo = zMessageIdRef.optional();

/**
 * POST /dashboard/messages/send-file: a picture or a document as a base64 data URL, its name and
 * an optional caption. The type must be one of ATTACHMENT_TYPES (400), the size within its
 * kind's limit (413).
 */
export const zSendFileRequest = z.strictObject({
  chatId: zChatIdParam.shape.chatId,
  phone: zPhone,
  file: z
    .string({ error: ATTACHMENT_MSG.fileInvalid })
    .regex(
      /^data:[a-z0-9.+-]+\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/]+={0,2}$/i,
      ATTACHMENT_MSG.fileInvalid,
    ),
  fileName: z
    .string({ error: ATTACHMENT_MSG.fileNameInvalid })
    .trim()
    .min(1, ATTACHMENT_MSG.fileNameInvalid)
    .max(FILE_NAME_MAX, ATTACHMENT_MSG.fileNameInvalid)
    // No folder separators and no control characters (a name is shown and sent as it is).
    .refine(
      (v) => ![...v].some((c) => c === '/' || c === '\\' || c.charCodeAt(0) < 0x20),
      ATTACHMENT_MSG.fileNameInvalid,
    ),
  caption: z.string().trim().max(MESSAGE_MAX, ATTACHMENT_MSG.captionLong).optional(),
  replyTo: zReplyTo,
});
export type SendFileRequest = z.input<typeof zSendFileRequest>;

/** The message a bubble quotes: its sender side and a short text ('📄 exame.pdf' for a file). */
export const zQuotedMessage = z.object({
  messageId: z.string(),
  fromMe: z.boolean(),
  /** A short text of the quoted message; null when it is not among the chat's known messages. */
  preview: z.string().nullable(),
});
export type QuotedMessage = z.infer<typeof zQuotedMessage>;
