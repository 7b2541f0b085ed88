import { ATTACHMENT_TYPES, attachmentMaxBytes, MSG, type SendFileRequest } from '@conecta/contract';

import { AppError } from '../../lib/errors.ts';
import type { RequestMeta } from '../../http/request-meta.ts';
import type { Member } from '../memberships/index.ts';
import type { MessagesDeps } from './messages-deps.ts';
import { sendAsMember } from './send-as-member.ts';

/**
 * A picture or a document from the chat window: its type decides how it goes (ATTACHMENT_TYPES,
 * else 400), its size is held to its kind's limit (413). Sent first, then sealed into the
 * clinic's own media like a received file, and stored with its name, type and size.
 */
export async function sendFile(
  deps: MessagesDeps,
  who: Member,
  input: SendFileRequest,
  meta: RequestMeta,
) {
  const comma = input.file.indexOf(',');
  const mime = input.file.slice(5, input.file.indexOf(';')).toLowerCase();
  const type = ATTACHMENT_TYPES[mime];
  if (!type) throw new AppError('VALIDATION_ERROR', MSG.attachments.typeNotAllowed);
  // The size is read off the base64 text (the contract holds it to base64's alphabet), so a file
  // over its limit is refused without decoding up to 100 MB first.
  const encoded = input.file.length - comma - 1;
  const padding = input.file.endsWith('==') ? 2 : input.file.endsWith('=') ? 1 : 0;
  const size = Math.floor((encoded * 3) / 4) - padding;
  if (size > attachmentMaxBytes(type.kind)) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      type.kind === 'image' ? MSG.attachments.imageTooLarge : MSG.attachments.documentTooLarge,
    );
  }
  const bytes = Buffer.from(input.file.slice(comma + 1), 'base64');
  if (bytes.length === 0) throw new AppError('VALIDATION_ERROR', MSG.attachments.fileEmpty);
  const fileName = input.fileName.trim();
  const caption = input.caption?.trim() || undefined;
  return sendAsMember(
    deps,
    who,
    input,
    {
      send: (creds, to) =>
        deps.provider.sendFile(creds, {
          ...to,
          kind: type.kind,
          dataUrl: input.file,
          fileName,
          extension: type.ext,
          caption,
        }),
      stored: async (quotedMessageId) => ({
        message: {
          type: type.kind,
          content: caption ?? null,
          mediaMime: mime,
          mediaPath: await deps.media.save(who.clinicId, bytes, type.ext),
          fileName,
          fileSize: bytes.length,
          quotedMessageId: quotedMessageId ?? null,
          preview:
            type.kind === 'image' ? MSG.previews.image(caption) : MSG.previews.document(fileName),
        },
        details: { file: type.kind },
      }),
      sent: type.kind === 'image' ? MSG.attachments.imageSent : MSG.attachments.documentSent,
    },
    meta,
  );
}
