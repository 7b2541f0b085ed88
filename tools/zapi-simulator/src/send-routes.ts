import { ApiError } from './http-io.ts';
import { parseAudio } from './parse-audio.ts';
import { documentTypeOf, parseFile } from './parse-file.ts';
import { optionalInteger, optionalString, requirePhone, type Fields } from './read-fields.ts';
import { recordSend } from './record-send.ts';
import type { SimInstance } from './types.ts';
import { ok, type ZapiRoute } from './zapi-route.ts';

const MAX_TEXT = 65_536;
const MAX_AUDIO = 32 * 1024 * 1024;
const MAX_FILE = 140 * 1024 * 1024;
const MAX_CAPTION = 65_536;

function readCommon(fields: Fields) {
  const delayMessage = optionalInteger(fields, 'delayMessage', 1, 15);
  const delayTyping = optionalInteger(fields, 'delayTyping', 1, 15);
  return {
    phone: requirePhone(fields),
    delayMessage,
    delayTyping,
    quotedMessageId: optionalString(fields, 'messageId', 128) || undefined,
  };
}

/** editMessageId must name a text message the clinic sent to this same chat. */
function checkEditable(instance: SimInstance, editMessageId: string, phone: string): void {
  const original = instance.ownMessages.get(editMessageId);
  if (!original || original.phone !== phone) {
    throw new ApiError(400, `Message not found: ${editMessageId}`);
  }
  if (original.audio) throw new ApiError(400, 'Only text messages can be edited');
}

export const sendRoutes: ZapiRoute[] = [
  {
    method: 'POST',
    path: 'send-text',
    handle: ({ sim, instance, body }) => {
      const common = readCommon(body);
      const text = optionalString(body, 'message', MAX_TEXT);
      if (!text?.trim()) throw new ApiError(400, 'message is required');
      const editMessageId = optionalString(body, 'editMessageId', 128) || undefined;
      if (editMessageId) checkEditable(instance, editMessageId, common.phone);
      return ok(recordSend(sim, instance, { ...common, text, editMessageId }));
    },
  },
  {
    method: 'POST',
    path: 'send-audio',
    handle: ({ sim, instance, body }) => {
      const common = readCommon(body);
      const audioInput = optionalString(body, 'audio', MAX_AUDIO)?.trim();
      if (!audioInput) throw new ApiError(400, 'audio is required');
      const audio = parseAudio(audioInput, sim.media);
      return ok(recordSend(sim, instance, { ...common, audio, audioInput }));
    },
  },
  {
    method: 'POST',
    path: 'send-image',
    handle: ({ sim, instance, body }) => {
      const common = readCommon(body);
      const fileInput = optionalString(body, 'image', MAX_FILE)?.trim();
      if (!fileInput) throw new ApiError(400, 'image is required');
      const caption = optionalString(body, 'caption', MAX_CAPTION) || undefined;
      const image = { ...parseFile('image', fileInput, sim.media, 'image/jpeg'), caption };
      return ok(recordSend(sim, instance, { ...common, image, fileInput }));
    },
  },
  {
    method: 'POST',
    path: 'send-document/:extension',
    handle: ({ sim, instance, body, params }) => {
      const extension = (params.extension ?? '').toLowerCase();
      if (!/^[a-z0-9]{1,8}$/.test(extension)) throw new ApiError(400, 'Invalid extension');
      const common = readCommon(body);
      const fileInput = optionalString(body, 'document', MAX_FILE)?.trim();
      if (!fileInput) throw new ApiError(400, 'document is required');
      const fileName = optionalString(body, 'fileName', 255)?.trim() || `documento.${extension}`;
      const caption = optionalString(body, 'caption', MAX_CAPTION) || undefined;
      const parsed = parseFile('document', fileInput, sim.media, documentTypeOf(extension));
      const document = { ...parsed, fileName, caption };
      return ok(recordSend(sim, instance, { ...common, document, fileInput, extension }));
    },
  },
];
