import { ApiError } from './http-io.ts';
import { parseAudio } from './parse-audio.ts';
import { optionalInteger, optionalString, requirePhone, type Fields } from './read-fields.ts';
import { recordSend } from './record-send.ts';
import type { SimInstance } from './types.ts';
import { ok, type ZapiRoute } from './zapi-route.ts';

const MAX_TEXT = 65_536;
const MAX_AUDIO = 32 * 1024 * 1024;

function readCommon(fields: Fields) {
  optionalInteger(fields, 'delayMessage', 1, 15);
  optionalInteger(fields, 'delayTyping', 1, 15);
  return {
    phone: requirePhone(fields),
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
];
