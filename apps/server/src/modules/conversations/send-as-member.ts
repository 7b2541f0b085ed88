import type { RequestMeta } from '../../http/request-meta.ts';
import { providerFailure } from '../../providers/index.ts';
import type { ProviderInstance } from '../../providers/messaging-provider.ts';
import type { Member } from '../memberships/index.ts';
import { chatOf } from './chat-of.ts';
import { requireOpenWindow, windowClosedByProvider } from './conversation-window.ts';
import type { MessagesDeps } from './messages-deps.ts';
import { type MemberMessage, recordMemberSend } from './record-member-send.ts';
import { replyTarget } from './reply-target.ts';
import { sendingInstance } from './sending-instance.ts';

type Chat = Awaited<ReturnType<typeof chatOf>>;

/** Where the send goes: the chat's id, and the message it answers when the kind can answer one. */
export interface SendTarget {
  chatId: string;
  replyTo?: string | undefined;
}

/**
 * What one kind of message (text, file, audio, template) adds to the member's send. `P` is what
 * `prepare` found on the chat (a template's row), handed to the steps after it.
 */
export interface SendPart<P = undefined> {
  /**
   * Text, file and audio are free-form (the default): the chat's 24-hour window must be open
   * (checked before the provider is called, and Meta saying it closed is the same refusal). A
   * template (false) is what a closed window allows.
   */
  freeForm?: boolean;
  /** The kind's checks once the chat is known, before the instance is looked at. */
  prepare?: (chat: Chat) => Promise<P>;
  /** The kind's checks on the clinic's instance (a template needs a provider that carries them). */
  requireInstance?: (creds: ProviderInstance) => void;
  /** The provider call. */
  send: (
    creds: ProviderInstance,
    to: { phone: string; quotedMessageId: string | undefined },
    prepared: P,
  ) => Promise<{ messageId: string }>;
  /** What is stored once the provider took it (a file is kept here) and what the audit says. */
  stored: (
    quotedMessageId: string | undefined,
    prepared: P,
  ) => Promise<{ message: Omit<MemberMessage, 'messageId'>; details: Record<string, unknown> }>;
  /** The member's pt-BR confirmation. */
  sent: string;
}

/**
 * Every member's send, whatever its kind: the clinic's chat (404) → the message it answers (404)
 * → the clinic's instance (422 when it cannot send) → the window → the provider → the record.
 * Sent first, stored after: a failed send leaves nothing behind.
 */
export async function sendAsMember<P>(
  deps: MessagesDeps,
  who: Member,
  target: SendTarget,
  part: SendPart<P>,
  meta: RequestMeta,
) {
  const freeForm = part.freeForm ?? true;
  const chat = await chatOf(deps.db, who.clinicId, target.chatId);
  // Only a template prepares; the others have nothing to hand on (P is undefined for them).
  const prepared = (await part.prepare?.(chat)) as P;
  const quotedMessageId = await replyTarget(deps.db, who.clinicId, chat.chatId, target.replyTo);
  const creds = await sendingInstance(deps, who.clinicId, chat);
  if (freeForm) await requireOpenWindow(deps, creds, who.clinicId, chat.chatId);
  part.requireInstance?.(creds);
  let messageId: string;
  try {
    // To the address the patient writes from (chats.phone): a changed number, the provider's own
    // form of a Brazilian mobile; the chat's key stays its own.
    ({ messageId } = await part.send(creds, { phone: chat.phone, quotedMessageId }, prepared));
  } catch (err) {
    throw (freeForm ? windowClosedByProvider(err) : null) ?? providerFailure(err);
  }
  const { message, details } = await part.stored(quotedMessageId, prepared);
  const row = await recordMemberSend(deps, who, chat, { ...message, messageId }, details, meta);
  return {
    success: true as const,
    message: part.sent,
    data: { id: row.id, messageId, status: row.status },
  };
}
