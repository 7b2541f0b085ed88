import { MSG, isOptOut, mayBeStopWord } from '@conecta/contract';
import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Publish } from '../../events/event-bus.ts';
import type { Clock } from '../../lib/clock.ts';
import { parseWebhook, previewOf, type WebhookEvent } from '../../providers/zapi/webhook-event.ts';
import { clinicsRepo } from '../clinics/clinics-repo.ts';
import { instancesRepo } from '../instances/instances-repo.ts';
import { messageMediaRepo, messagesRepo } from '../messages/messages-repo.ts';
import { inboundRepo } from './inbound-repo.ts';
import { describeError } from '../../lib/describe-error.ts';

const FRESH_MS = 5 * 60_000;

interface Deps {
  clock: Clock;
  db: Db;
  log: FastifyBaseLogger;
  /** Hands connection news to the connection module (webhook setup and sync on a new link). */
  onConnection: (clinicId: string, connected: boolean) => Promise<void>;
  /** A received file was queued (by the database, with its message): download it soon. */
  onMediaQueued?: () => void;
  publish: Publish;
  /**
   * The appointments module's reading of a patient's answer to a reminder: whether the chat
   * awaits one, and what the answer says.
   */
  replies?: {
    awaitsReply(clinicId: string, chatId: string): Promise<boolean>;
    readReply(clinicId: string, chatId: string, text: string): Promise<void>;
  };
  /** Privacy's suppression list: when a chat was erased, if it has not started again. */
  erased?: { erasedAt(clinicId: string, chatId: string): Promise<Date | null> };
}

/** Parses, stores and answers; a repeated message id is the same message and changes nothing. */
export function createWebhookService(deps: Deps) {
  const { db, log } = deps;

  /**
   * Whether a patient's text is one of the clinic's stop words. Only a short message can be one,
   * so the clinic's list is read for those alone: the webhook's usual path reads nothing more.
   */
  async function optsOut(clinicId: string, chatId: string, text: string): Promise<boolean> {
    if (!mayBeStopWord(text)) return false;
    if (!isOptOut(text, await clinicsRepo.stopWords(db, clinicId))) return false;
    // 'Cancelar' after a reminder is about the appointment, not the automatic messages.
    return !(await deps.replies?.awaitsReply(clinicId, chatId));
  }

  async function storeMessage(clinicId: string, e: Extract<WebhookEvent, { kind: 'message' }>) {
    const c = e.content;
    if (e.isEdit && c.type === 'text') {
      const target = e.editOf ?? e.messageId;
      const within = { chatId: e.chatId, fromMe: e.fromMe };
      if (await messagesRepo.editText(db, clinicId, target, c.text, within)) {
        deps.publish(clinicId, 'chat-update', { chatId: e.chatId, reason: 'message-edited' });
        return 'edited';
      }
      // The message it names is known but in another chat or by the other side: not its to change.
      if (e.editOf && (await messageMediaRepo.findByMessageId(db, clinicId, e.editOf))) {
        log.debug({ chatId: e.chatId }, 'edição ignorada: a mensagem é de outra conversa ou autor');
        return 'ignored';
      }
    }
    // An erased patient's chat comes back only with a new message from the patient: the
    // clinic's own messages and history the provider replays after a re-link stay out.
    const fresh = deps.clock().getTime() - e.time.getTime() < FRESH_MS;
    if ((e.fromMe || !fresh) && deps.erased) {
      const erasedAt = await deps.erased.erasedAt(clinicId, e.chatId);
      if (erasedAt && (e.fromMe || e.time <= erasedAt)) {
        log.debug('mensagem de paciente apagado ignorada');
        return 'ignored';
      }
    }
    const stored = await inboundRepo.store(
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
        preview: previewOf(c).slice(0, 500),
        fromMe: e.fromMe,
        optOut: !e.fromMe && c.type === 'text' && (await optsOut(clinicId, e.chatId, c.text)),
      },
    );
    if (!stored) return 'duplicate';
    const { chat } = stored;
    if ('url' in c && c.url) deps.onMediaQueued?.();
    // History the provider delivers after a link is stored quietly: only a fresh message is news.
    if (chat && !e.fromMe && fresh && c.type === 'text')
      await deps.replies?.readReply(clinicId, chat.chatId, c.text);
    if (chat && !e.fromMe && fresh) {
      deps.publish(clinicId, 'new-message', {
        chatId: chat.chatId,
        chatName: chat.name ?? chat.phone,
        message: previewOf(c).slice(0, 500),
        messageId: e.messageId,
        lastMessageTime: chat.lastMessageTime?.toISOString() ?? null,
        unreadCount: chat.unread,
        lastMessageContent: chat.lastMessageContent,
      });
    } else if (chat) {
      deps.publish(clinicId, 'chat-update', {
        chatId: chat.chatId,
        reason: e.fromMe ? 'message-sent' : 'history',
        lastMessageContent: chat.lastMessageContent,
      });
    }
    return 'stored';
  }

  return {
    async receive(secret: string, body: unknown): Promise<{ result: string }> {
      const clinicId = await instancesRepo.ownerOfWebhook(db, secret);
      if (!clinicId) throw new AppError('NOT_FOUND', MSG.common.unknownWebhook);
      let event: WebhookEvent;
      try {
        event = parseWebhook(body, deps.clock());
      } catch {
        throw new AppError('VALIDATION_ERROR', MSG.common.badWebhookBody);
      }
      switch (event.kind) {
        case 'message':
          return { result: await storeMessage(clinicId, event) };
        case 'status': {
          const chatIds = await messagesRepo.setStatus(db, clinicId, event.ids, event.status);
          for (const chatId of chatIds)
            deps.publish(clinicId, 'chat-update', {
              chatId,
              reason: 'status',
              status: event.status,
            });
          return { result: chatIds.length > 0 ? 'status' : 'unknown-message' };
        }
        case 'connection':
          await deps
            .onConnection(clinicId, event.connected)
            .catch((err: unknown) =>
              log.warn({ err: describeError(err) }, 'falha ao registrar conexão'),
            );
          return { result: event.connected ? 'connected' : 'disconnected' };
        case 'ignored':
          return { result: 'ignored' };
      }
    },
  };
}
export type WebhookService = ReturnType<typeof createWebhookService>;
