import {
  PREVIEW_MAX,
  isBsuid,
  isOptOut,
  mayBeStopWord,
  readAppointmentReply,
} from '@conecta/contract';

import { previewOf, type WebhookEvent, withoutNinthDigit } from '../../providers/index.ts';
import { clinicSettingsRepo } from '../clinic-settings/index.ts';
import {
  chatIdOfAny,
  editText,
  findMessage,
  keepIdentifiers,
  noteUserId,
  recordInbound,
} from '../conversations/index.ts';
import { providerIdOf } from '../instances/index.ts';
import type { ReceivingNumber } from './scope-event.ts';
import { FRESH_MS, type WebhookDeps } from './webhook-deps.ts';

/**
 * A message event stored in its chat: an edit applied, an erased patient's replay left out, the
 * patient's names kept, and a fresh message announced (live event, push) and read as an answer.
 * Answers what happened: 'stored', 'duplicate', 'edited' or 'ignored'.
 */
export function createMessageStore(deps: WebhookDeps) {
  const { db, log } = deps;

  /**
   * Whether a patient's text is one of the clinic's stop words. Only a short message can be one,
   * so the clinic's list is read for those alone: the webhook's usual path reads nothing more.
   */
  async function optsOut(clinicId: string, chatId: string, text: string): Promise<boolean> {
    if (!mayBeStopWord(text)) return false;
    if (!isOptOut(text, await clinicSettingsRepo.stopWords(db, clinicId))) return false;
    // 'Cancelar' after a reminder is about the appointment, not the automatic messages.
    return !(await deps.replies?.awaitsReply(clinicId, chatId));
  }

  async function storeMessage(
    number: ReceivingNumber,
    event: Extract<WebhookEvent, { kind: 'message' }>,
  ) {
    const { clinicId } = number;
    // A patient belongs to the chat their names were seen on, whatever the message is keyed by:
    // a Cloud API BSUID first (a username user with no phone now, a phone before), then the
    // number (a changed number's new one lands in the chat of the old: issue 48).
    // A parent BSUID is the same person across the portfolios of a managed business: after the
    // BSUID, before the number.
    const ofUser = await chatIdOfAny(db, clinicId, [
      event.userId ?? '',
      event.parentUserId ?? '',
      event.chatId,
    ]);
    // The number the patient wrote from becomes the chat's address for sends, whatever chat it
    // lands in; a BSUID alone does not replace a phone the chat has (docs/decisions.md).
    // (On a second number the chat id is a key: the address is the provider's id inside it.)
    const providerId = providerIdOf(event.chatId);
    const address = event.address ?? (isBsuid(providerId) ? undefined : providerId);
    const e = {
      ...event,
      ...(ofUser && ofUser !== event.chatId ? { chatId: ofUser } : {}),
      ...(address ? { address } : {}),
    };
    const c = e.content;
    if (e.isEdit && c.type === 'text') {
      const target = e.editOf ?? e.messageId;
      const within = { chatId: e.chatId, fromMe: e.fromMe };
      // A member's edit was stored and announced when it was made: its echo is news to nobody.
      const known = e.fromMe ? await findMessage(db, clinicId, target) : null;
      if (known?.chatId === e.chatId && known.fromMe && known.isEdited && known.content === c.text)
        return 'duplicate';
      if (await editText(db, clinicId, target, c.text, within)) {
        deps.publish(clinicId, 'chat-update', { chatId: e.chatId, reason: 'message-edited' });
        return 'edited';
      }
      // The message it names is known but in another chat or by the other side: not its to change.
      if (e.editOf && (await findMessage(db, clinicId, e.editOf))) {
        log.debug({ chatId: e.chatId }, 'edição ignorada: a mensagem é de outra conversa ou autor');
        return 'ignored';
      }
    }
    // An erased patient's chat comes back only with a new message from the patient: the
    // clinic's own messages and history the provider replays after a re-link stay out.
    const fresh = deps.clock().getTime() - e.time.getTime() < FRESH_MS;
    if ((e.fromMe || !fresh) && deps.erased) {
      // A Cloud API patient erased under their phone stays erased when named by BSUID alone; a
      // Brazilian mobile erased before the ninth digit was folded, under either form.
      const erasedAt =
        (await deps.erased.erasedAt(clinicId, e.chatId)) ??
        (e.userId && e.userId !== e.chatId
          ? await deps.erased.erasedAt(clinicId, e.userId)
          : null) ??
        (e.address && e.address !== e.chatId
          ? await deps.erased.erasedAt(clinicId, e.address)
          : null) ??
        (withoutNinthDigit(e.chatId)
          ? await deps.erased.erasedAt(clinicId, withoutNinthDigit(e.chatId)!)
          : null);
      if (erasedAt && (e.fromMe || e.time <= erasedAt)) {
        log.debug('mensagem de paciente apagado ignorada');
        return 'ignored';
      }
    }
    const stored = await recordInbound(
      db,
      {
        clinicId,
        chatId: e.chatId,
        messageId: e.messageId,
        fromMe: e.fromMe,
        type: c.type,
        content:
          c.type === 'text' || c.type === 'other' ? c.text : 'caption' in c ? c.caption : null,
        mediaUrl: 'url' in c ? c.url : null,
        mediaMime: 'mime' in c ? c.mime : null,
        fileName: c.type === 'document' ? c.fileName : null,
        seconds: 'seconds' in c ? c.seconds : null,
        status: e.fromMe ? (e.status === 'RECEIVED' ? 'SENT' : e.status) : 'RECEIVED',
        isEdited: e.isEdit,
        quotedMessageId: e.quotedId,
        sentBy: e.fromMe ? 'phone' : null,
        timestamp: e.time,
      },
      {
        chatId: e.chatId,
        name: e.chatName,
        isGroup: e.isGroup,
        isNewsletter: e.isNewsletter,
        thumbnail: e.photo,
        time: e.time,
        preview: previewOf(c).slice(0, PREVIEW_MAX),
        fromMe: e.fromMe,
        instanceId: number.id,
        ...(e.address ? { address: e.address } : {}),
        optOut: !e.fromMe && c.type === 'text' && (await optsOut(clinicId, e.chatId, c.text)),
      },
    );
    if (!stored) return 'duplicate';
    const { chat } = stored;
    if (e.userId)
      await noteUserId(
        db,
        clinicId,
        e.chatId,
        e.userId,
        e.username ?? null,
        deps.clock(),
        number.chatKeySuffix,
      );
    // Kept among the patient's names (the export lists it, an erasure tombstones it).
    if (e.parentUserId)
      await keepIdentifiers(
        db,
        clinicId,
        e.chatId,
        [{ kind: 'parent_bsuid', value: e.parentUserId }],
        deps.clock(),
      );
    if ('url' in c && c.url) deps.onMediaQueued?.();
    // History the provider delivers after a link is stored quietly: only a fresh message is news.
    if (chat && !e.fromMe && fresh) {
      // A username user's chat is keyed by a BSUID nobody should read: '@username' names them.
      const chatName = chat.name ?? (e.username ? `@${e.username}` : chat.phone);
      deps.onPatientMessage?.(clinicId, {
        chatId: chat.chatId,
        chatName,
        preview: previewOf(c).slice(0, PREVIEW_MAX),
        assignedTo: chat.assignedTo,
      });
      deps.publish(clinicId, 'new-message', {
        chatId: chat.chatId,
        chatName,
        message: previewOf(c).slice(0, PREVIEW_MAX),
        messageId: e.messageId,
        lastMessageTime: chat.lastMessageTime?.toISOString() ?? null,
        unreadCount: chat.unread,
        lastMessageContent: chat.lastMessageContent,
        automationOff: chat.routineOptedOutAt !== null,
      });
      // Announced first (the message on the boards one round trip sooner), then read as an
      // answer to what the chat awaits. A tapped button is read by its id when the id says '1'
      // or '2', else by its words.
      if (c.type === 'text')
        await deps.replies?.readReply(
          clinicId,
          chat.chatId,
          c.choice && readAppointmentReply(c.choice) !== 'unknown' ? c.choice : c.text,
        );
    } else if (chat) {
      deps.publish(clinicId, 'chat-update', {
        chatId: chat.chatId,
        reason: e.fromMe ? 'message-sent' : 'history',
        lastMessageContent: chat.lastMessageContent,
      });
    }
    return 'stored';
  }

  return storeMessage;
}
