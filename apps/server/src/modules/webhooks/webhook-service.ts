import { MSG, PREVIEW_MAX, isOptOut, mayBeStopWord, readAppointmentReply } from '@conecta/contract';
import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Publish } from '../../events/event-bus.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  candidateAccountIds,
  candidatePhoneNumberIds,
  type CloudAccountChange,
  cloudAccountChanges,
  previewOf,
  signatureMatches,
  type WebhookEvent,
  webhookParsers,
} from '../../providers/index.ts';
import { clinicSettingsRepo } from '../clinic-settings/index.ts';
import { type InstanceAccess, type InstanceRow, instancesRepo } from '../instances/index.ts';
import { messageMediaRepo, messagesRepo } from '../messages/index.ts';
import { inboundRepo } from './inbound-repo.ts';
import { describeError } from '../../lib/describe-error.ts';

const FRESH_MS = 5 * 60_000;

interface Deps {
  /** Unseals a Cloud API number's app secret, to check a webhook's signature with. */
  access: Pick<InstanceAccess, 'open'>;
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
    /** A patient's reaction on one of the clinic's messages (👍 on a reminder confirms it). */
    readReaction(clinicId: string, chatId: string, targetId: string, emoji: string): Promise<void>;
  };
  /**
   * A change about a WhatsApp Business account (a template's review...), for the numbers of that
   * account whose secret signed it. Without a reader it is acknowledged and dropped.
   */
  onCloudAccountChange?: (instances: InstanceRow[], change: CloudAccountChange) => Promise<void>;
  /**
   * A patient's fresh message was stored: the members' devices hear of it (Web Push). Called
   * after the store and expected to return at once (the push module queues the work).
   */
  onPatientMessage?: (
    clinicId: string,
    message: { chatId: string; chatName: string; preview: string },
  ) => void;
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
    if (!isOptOut(text, await clinicSettingsRepo.stopWords(db, clinicId))) return false;
    // 'Cancelar' after a reminder is about the appointment, not the automatic messages.
    return !(await deps.replies?.awaitsReply(clinicId, chatId));
  }

  async function storeMessage(clinicId: string, e: Extract<WebhookEvent, { kind: 'message' }>) {
    const c = e.content;
    if (e.isEdit && c.type === 'text') {
      const target = e.editOf ?? e.messageId;
      const within = { chatId: e.chatId, fromMe: e.fromMe };
      // A member's edit was stored and announced when it was made: its echo is news to nobody.
      const known = e.fromMe ? await messageMediaRepo.findByMessageId(db, clinicId, target) : null;
      if (known?.chatId === e.chatId && known.fromMe && known.isEdited && known.content === c.text)
        return 'duplicate';
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
        optOut: !e.fromMe && c.type === 'text' && (await optsOut(clinicId, e.chatId, c.text)),
      },
    );
    if (!stored) return 'duplicate';
    const { chat } = stored;
    if ('url' in c && c.url) deps.onMediaQueued?.();
    // History the provider delivers after a link is stored quietly: only a fresh message is news.
    // A tapped button is read by its id when the id says '1' or '2', else by its words.
    if (chat && !e.fromMe && fresh && c.type === 'text')
      await deps.replies?.readReply(
        clinicId,
        chat.chatId,
        c.choice && readAppointmentReply(c.choice) !== 'unknown' ? c.choice : c.text,
      );
    if (chat && !e.fromMe && fresh) {
      deps.onPatientMessage?.(clinicId, {
        chatId: chat.chatId,
        chatName: chat.name ?? chat.phone,
        preview: previewOf(c).slice(0, PREVIEW_MAX),
      });
      deps.publish(clinicId, 'new-message', {
        chatId: chat.chatId,
        chatName: chat.name ?? chat.phone,
        message: previewOf(c).slice(0, PREVIEW_MAX),
        messageId: e.messageId,
        lastMessageTime: chat.lastMessageTime?.toISOString() ?? null,
        unreadCount: chat.unread,
        lastMessageContent: chat.lastMessageContent,
        automationOff: chat.routineOptedOutAt !== null,
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

  /** One event of a clinic's number, whichever provider read it. */
  async function apply(clinicId: string, event: WebhookEvent): Promise<{ result: string }> {
    switch (event.kind) {
      case 'message':
        return { result: await storeMessage(clinicId, event) };
      case 'reaction': {
        const known = await messagesRepo.setReaction(db, clinicId, event.chatId, event.targetId, {
          emoji: event.emoji,
          fromMe: event.fromMe,
        });
        if (!known) return { result: 'unknown-message' };
        deps.publish(clinicId, 'chat-update', { chatId: event.chatId, reason: 'message-edited' });
        const fresh = deps.clock().getTime() - event.time.getTime() < FRESH_MS;
        if (!event.fromMe && fresh && event.emoji)
          await deps.replies?.readReaction(clinicId, event.chatId, event.targetId, event.emoji);
        return { result: 'reaction' };
      }
      case 'status': {
        const chatIds = event.forwardOnly
          ? await messagesRepo.advanceStatus(
              db,
              clinicId,
              event.ids,
              event.status,
              event.errorCode ?? null,
            )
          : await messagesRepo.setStatus(db, clinicId, event.ids, event.status);
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
  }

  /**
   * The Cloud API numbers whose app secret signed these exact bytes. The body names its numbers,
   * so the candidates come from it (read as text, not parsed), and only a number whose own secret
   * produced the signature is trusted: a body signed with clinic A's secret that names clinic B's
   * number gets nothing of B.
   */
  async function signedBy(raw: Buffer, signature: string): Promise<InstanceRow[]> {
    const [byNumber, byAccount] = await Promise.all([
      instancesRepo.findByPhoneNumberIds(db, candidatePhoneNumberIds(raw)),
      instancesRepo.findByBusinessAccountIds(db, candidateAccountIds(raw)),
    ]);
    const rows = new Map([...byNumber, ...byAccount].map((r) => [r.id, r]));
    return [...rows.values()].filter(
      (row) =>
        row.appSecretSealed &&
        signatureMatches(raw, signature, deps.access.open(row.appSecretSealed)),
    );
  }

  return {
    /** A Z-API callback to an instance's own address (its secret path segment). */
    async receive(secret: string, body: unknown): Promise<{ result: string }> {
      const owner = await instancesRepo.ownerOfWebhook(db, secret);
      if (!owner) throw new AppError('NOT_FOUND', MSG.common.unknownWebhook);
      let event: WebhookEvent;
      try {
        event = webhookParsers.zapi(body, deps.clock());
      } catch {
        throw new AppError('VALIDATION_ERROR', MSG.common.badWebhookBody);
      }
      // The number moved to another gateway (the admin switched it): what the old session still
      // delivers (a late message, the echo or status of a send it made) is the clinic's, but its
      // connection news is about a session no longer used: the session closing as the number
      // leaves it must not pause the sends that now go through the new gateway.
      if (owner.provider !== 'zapi' && event.kind === 'connection')
        return { result: 'previous-provider' };
      // A patient's message or reaction made after the switch reaches the new gateway too (Meta
      // delivers it with another id): the old session's copy would be stored twice. One made
      // before it (a late delivery) is the clinic's only copy, and the echo or status of a send
      // the old session made is kept as before.
      if (
        owner.provider !== 'zapi' &&
        owner.providerSwitchedAt &&
        (event.kind === 'message' || event.kind === 'reaction') &&
        !event.fromMe &&
        event.time >= owner.providerSwitchedAt
      )
        return { result: 'previous-provider' };
      return apply(owner.clinicId, event);
    },

    /**
     * A Cloud API POST, as the raw bytes Meta signed: refused (401 without a signature, 403 when
     * no number it names has the secret that made it) before anything in it is believed.
     */
    async receiveCloud(raw: Buffer, signature: string | undefined): Promise<{ results: string[] }> {
      if (!signature) throw new AppError('UNAUTHORIZED', MSG.common.webhookSignatureMissing);
      const signed = await signedBy(raw, signature);
      if (signed.length === 0) throw new AppError('FORBIDDEN', MSG.common.webhookSignatureInvalid);
      let body: unknown;
      let changes;
      try {
        body = JSON.parse(raw.toString('utf8'));
        changes = webhookParsers['cloud-api'](body, deps.clock());
      } catch {
        throw new AppError('VALIDATION_ERROR', MSG.common.badWebhookBody);
      }
      // Each part is believed only for an instance whose own secret made the signature: a number
      // for a `messages` change, an account for the others. A body none of whose parts is covered
      // (signed with A's secret, naming B's number) is refused as a whole.
      const accountChanges = cloudAccountChanges(body).map((change) => ({
        change,
        rows: signed.filter((r) => r.businessAccountId === change.businessAccountId),
      }));
      const numberChanges = changes.map((change) => ({
        change,
        row: signed.find((r) => r.phoneNumberId === change.phoneNumberId),
      }));
      const parts = accountChanges.length + numberChanges.length;
      const covered =
        accountChanges.filter((c) => c.rows.length > 0).length +
        numberChanges.filter((c) => c.row).length;
      if (parts > 0 && covered === 0)
        throw new AppError('FORBIDDEN', MSG.common.webhookSignatureInvalid);
      const results: string[] = [];
      for (const { change, rows } of accountChanges) {
        if (rows.length > 0 && deps.onCloudAccountChange)
          await deps.onCloudAccountChange(rows, change);
        results.push(rows.length > 0 ? `account:${change.field}` : 'unsigned-account');
      }
      for (const { change, row } of numberChanges) {
        if (!row) {
          log.warn('webhook da Cloud API com um número que a assinatura não cobre: ignorado');
          results.push('unsigned-number');
          continue;
        }
        for (const event of change.events) results.push((await apply(row.clinicId, event)).result);
      }
      return { results };
    },

    /** Meta's subscription handshake: the verify token must be one of our Cloud API numbers'. */
    async verifySubscription(mode: string | undefined, token: string | undefined) {
      // Ours are randomToken()s (base64url); anything else (a NUL byte PostgreSQL would refuse to
      // compare, say) cannot match, so it is refused before the query.
      const looksLikeOurs = token !== undefined && /^[A-Za-z0-9_-]{16,200}$/.test(token);
      if (
        mode !== 'subscribe' ||
        !looksLikeOurs ||
        !(await instancesRepo.hasVerifyToken(db, token))
      )
        throw new AppError('FORBIDDEN', MSG.common.verifyTokenRefused);
    },
  };
}
export type WebhookService = ReturnType<typeof createWebhookService>;
