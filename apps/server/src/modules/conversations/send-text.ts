import { MSG } from '@conecta/contract';

import type { RequestMeta } from '../../http/request-meta.ts';
import type { Member } from '../memberships/index.ts';
import type { MessagesDeps } from './messages-deps.ts';
import { sendAsMember } from './send-as-member.ts';

/** A text from the chat window. Sent first, stored after: a failed send leaves nothing behind. */
export async function sendText(
  deps: MessagesDeps,
  who: Member,
  input: { chatId: string; phone: string; message: string; replyTo?: string | undefined },
  meta: RequestMeta,
) {
  return sendAsMember(
    deps,
    who,
    input,
    {
      send: (creds, to) => deps.provider.sendText(creds, { ...to, message: input.message }),
      stored: async (quotedMessageId) => ({
        message: {
          type: 'text',
          content: input.message,
          quotedMessageId: quotedMessageId ?? null,
          preview: input.message,
        },
        details: {},
      }),
      sent: MSG.messageRules.sent,
    },
    meta,
  );
}
