import { MSG } from '@conecta/contract';

import type { RequestMeta } from '../../http/request-meta.ts';
import type { Member } from '../memberships/index.ts';
import { providerFailure } from '../connection/index.ts';
import { chatOf } from './chat-of.ts';
import { requireOpenWindow, windowClosedByProvider } from './conversation-window.ts';
import type { MessagesDeps } from './messages-deps.ts';
import { recordMemberSend } from './record-member-send.ts';
import { replyTarget } from './reply-target.ts';
import { sendingInstance } from './sending-instance.ts';

/** A text from the chat window. Sent first, stored after: a failed send leaves nothing behind. */
export async function sendText(
  deps: MessagesDeps,
  who: Member,
  input: { chatId: string; phone: string; message: string; replyTo?: string | undefined },
  meta: RequestMeta,
) {
  const { db, provider } = deps;
  const chat = await chatOf(db, who.clinicId, input.chatId);
  const quotedMessageId = await replyTarget(db, who.clinicId, chat.chatId, input.replyTo);
  const creds = await sendingInstance(deps, who.clinicId);
  await requireOpenWindow(deps, creds, who.clinicId, chat.chatId);
  let messageId: string;
  try {
    ({ messageId } = await provider.sendText(creds, {
      phone: chat.chatId,
      message: input.message,
      quotedMessageId,
    }));
  } catch (err) {
    throw windowClosedByProvider(err) ?? providerFailure(err);
  }
  const row = await recordMemberSend(
    deps,
    who,
    chat,
    {
      messageId,
      type: 'text',
      content: input.message,
      quotedMessageId: quotedMessageId ?? null,
      preview: input.message,
    },
    {},
    meta,
  );
  return {
    success: true as const,
    message: MSG.messageRules.sent,
    data: { id: row.id, messageId, status: row.status },
  };
}
