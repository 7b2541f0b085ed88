import { createHash } from 'node:crypto';

import {
  MSG,
  PREVIEW_MAX,
  formatPhone,
  isBsuid,
  isOptOut,
  mayBeStopWord,
  readAppointmentReply,
} from '@conecta/contract';
import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Publish } from '../../events/event-bus.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  type CloudAccountChange,
  cloudAccountChanges,
  OUT_OF_RANGE,
  previewOf,
  type WebhookEvent,
  webhookParsers,
  withoutNinthDigit,
} from '../../providers/index.ts';
import { clinicSettingsRepo } from '../clinic-settings/index.ts';
import { type InstanceAccess, type InstanceRow, instancesRepo } from '../instances/index.ts';
import {
  advanceStatus,
  applyIdentityChange,
  chatIdOfAny,
  editText,
  findMessage,
  identityValues,
  noteUserId,
  recordInbound,
  setReaction,
  setStatus,
} from '../conversations/index.ts';
import { notesRepo } from '../notes/index.ts';
import { createCloudSigners } from './cloud-signers.ts';
import { describeError } from '../../lib/describe-error.ts';
import { createOncePerKey } from '../../lib/once-per-key.ts';

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
  erased?: {
    erasedAt(clinicId: string, chatId: string): Promise<Date | null>;
    /** Tombstones an erased patient's new names (`current`) when one of `previous` was erased. */
    extend(
      clinicId: string,
      previous: readonly string[],
      current: readonly string[],
      at: Date,
    ): Promise<boolean>;
  };
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

  async function storeMessage(clinicId: string, event: Extract<WebhookEvent, { kind: 'message' }>) {
    // A patient belongs to the chat their names were seen on, whatever the message is keyed by:
    // a Cloud API BSUID first (a username user with no phone now, a phone before), then the
    // number (a changed number's new one lands in the chat of the old: issue 48).
    const ofUser = await chatIdOfAny(db, clinicId, [event.userId ?? '', event.chatId]);
    // The number the patient wrote from becomes the chat's address for sends, whatever chat it
    // lands in; a BSUID alone does not replace a phone the chat has (docs/decisions.md).
    const address = event.address ?? (isBsuid(event.chatId) ? undefined : event.chatId);
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
        ...(e.address ? { address: e.address } : {}),
        optOut: !e.fromMe && c.type === 'text' && (await optsOut(clinicId, e.chatId, c.text)),
      },
    );
    if (!stored) return 'duplicate';
    const { chat } = stored;
    if (e.userId)
      await noteUserId(db, clinicId, e.chatId, e.userId, e.username ?? null, deps.clock());
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
      // A username user's chat is keyed by a BSUID nobody should read: '@username' names them.
      const chatName = chat.name ?? (e.username ? `@${e.username}` : chat.phone);
      deps.onPatientMessage?.(clinicId, {
        chatId: chat.chatId,
        chatName,
        preview: previewOf(c).slice(0, PREVIEW_MAX),
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
    } else if (chat) {
      deps.publish(clinicId, 'chat-update', {
        chatId: chat.chatId,
        reason: e.fromMe ? 'message-sent' : 'history',
        lastMessageContent: chat.lastMessageContent,
      });
    }
    return 'stored';
  }

  /**
   * Meta named the patient's new number or BSUID: the chat of the old names takes the new ones
   * and says so in a note of the team's (the patient is the same person, not a stranger). For an
   * erased patient, the new names are tombstoned like the old.
   */
  async function changeIdentity(
    clinicId: string,
    event: Extract<WebhookEvent, { kind: 'identity' }>,
  ): Promise<string> {
    const now = deps.clock();
    const chat = await applyIdentityChange(db, clinicId, event, now);
    if (!chat) {
      const previous = identityValues({ previous: event.previous, current: event.current });
      const current = identityValues({
        previous: { phone: null, userId: null, parentUserId: null },
        current: event.current,
      });
      return (await deps.erased?.extend(clinicId, previous, current, now))
        ? 'ignored'
        : 'unknown-user';
    }
    const text = event.current.phone
      ? MSG.identity.numberChanged(formatPhone(event.current.phone))
      : MSG.identity.userIdChanged;
    const noteId = await notesRepo.insert(
      db,
      { clinicId, chatRowId: chat.chatRowId, chatId: chat.chatId, authorId: null, text },
      now,
    );
    deps.publish(clinicId, 'chat-update', { chatId: chat.chatId, reason: 'note', noteId });
    return 'identity';
  }

  /** One event of a clinic's number, whichever provider read it. */
  async function apply(clinicId: string, event: WebhookEvent): Promise<{ result: string }> {
    switch (event.kind) {
      case 'message':
        return { result: await storeMessage(clinicId, event) };
      case 'reaction': {
        const known = await setReaction(db, clinicId, event.chatId, event.targetId, {
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
          ? await advanceStatus(db, clinicId, event.ids, event.status, event.errorCode ?? null)
          : await setStatus(db, clinicId, event.ids, event.status);
        // A send by BSUID is reported by `recipient_user_id`: the chat learns it like a message's.
        if (event.userId)
          for (const chatId of chatIds)
            await noteUserId(
              db,
              clinicId,
              chatId,
              event.userId,
              event.username ?? null,
              deps.clock(),
            );
        for (const chatId of chatIds)
          deps.publish(clinicId, 'chat-update', {
            chatId,
            reason: 'status',
            status: event.status,
          });
        return { result: chatIds.length > 0 ? 'status' : 'unknown-message' };
      }
      case 'identity':
        return { result: await changeIdentity(clinicId, event) };
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

  const { signedBy, signedByOtherSecret } = createCloudSigners({ db, access: deps.access });

  /** Meta's retries of one body, or of a number it keeps naming, logged once a day each. */
  const logged = createOncePerKey({ max: 1000, ttlMs: 24 * 60 * 60_000, clock: deps.clock });
  const bodyKey = (raw: Buffer) => createHash('sha256').update(raw).digest('hex').slice(0, 32);

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
     * no secret of ours made it) before anything in it is believed.
     *
     * Once the signature verifies, the body is Meta's, and Meta retries anything but a 200 for
     * up to 7 days: what cannot be used is answered 200, stored nowhere and logged once (not once
     * per retry), never a 4xx/5xx that would bring the same bytes back for a week. That covers a
     * number or account the app does not serve (a clinic's second number, an instance an admin
     * deleted), a body that is not JSON or not a WhatsApp webhook, and a number out of range
     * ('"timestamp":"1e20"', an error code beyond an integer): only that part is left out. A
     * body that names a number we DO serve, signed with another number's secret and covering
     * nothing of its own, is still a 403: its signature does not verify for that number.
     */
    async receiveCloud(raw: Buffer, signature: string | undefined): Promise<{ results: string[] }> {
      if (!signature) throw new AppError('UNAUTHORIZED', MSG.common.webhookSignatureMissing);
      const { named, signed } = await signedBy(raw, signature);
      if (signed.length === 0 && !(await signedByOtherSecret(raw, signature, named)))
        throw new AppError('FORBIDDEN', MSG.common.webhookSignatureInvalid);
      const now = deps.clock();
      let body: unknown;
      let changes;
      try {
        body = JSON.parse(raw.toString('utf8'));
        changes = webhookParsers['cloud-api'](body, now);
      } catch {
        if (logged.first(`body:${bodyKey(raw)}`))
          log.warn('webhook da Cloud API assinado, mas não é um webhook do WhatsApp: ignorado');
        return { results: ['ignored'] };
      }
      const accounts = cloudAccountChanges(body, now);
      // Each part is believed only for an instance whose own secret made the signature: a number
      // for a `messages` change, an account for the others. A part naming a number or account we
      // serve, but not signed by it, is 'unsigned'; one naming neither, 'unknown'.
      const accountChanges = accounts.changes.map((change) => {
        const rows = signed.filter((r) => r.businessAccountId === change.businessAccountId);
        const served = named.some((r) => r.businessAccountId === change.businessAccountId);
        return { change, rows, kind: rows.length > 0 ? 'signed' : served ? 'unsigned' : 'unknown' };
      });
      const numberChanges = changes.map((change) => {
        const row = signed.find((r) => r.phoneNumberId === change.phoneNumberId);
        const served = named.some((r) => r.phoneNumberId === change.phoneNumberId);
        return { change, row, kind: row ? 'signed' : served ? 'unsigned' : 'unknown' };
      });
      const parts = [...accountChanges, ...numberChanges];
      // A body none of whose parts is covered, naming what another secret owns (signed with A's
      // secret, naming B's number), is refused as a whole, as before.
      if (parts.some((p) => p.kind === 'unsigned') && !parts.some((p) => p.kind === 'signed'))
        throw new AppError('FORBIDDEN', MSG.common.webhookSignatureInvalid);
      const results: string[] = [];
      for (const { change, rows, kind } of accountChanges) {
        if (kind === 'unknown') {
          if (logged.first(`account:${change.businessAccountId}`))
            log.warn(
              { businessAccountId: change.businessAccountId, field: change.field },
              'webhook da Cloud API de uma conta que o app não atende: ignorado',
            );
          results.push('unknown-account');
          continue;
        }
        if (rows.length > 0 && deps.onCloudAccountChange)
          await deps.onCloudAccountChange(rows, change);
        results.push(rows.length > 0 ? `account:${change.field}` : 'unsigned-account');
      }
      let outOfRange = accounts.outOfRange;
      for (const { change, row, kind } of numberChanges) {
        if (kind === 'unknown') {
          if (logged.first(`number:${change.phoneNumberId}`))
            log.warn(
              { phoneNumberId: change.phoneNumberId },
              'webhook da Cloud API de um número que o app não atende: ignorado',
            );
          results.push('unknown-number');
          continue;
        }
        if (!row) {
          log.warn('webhook da Cloud API com um número que a assinatura não cobre: ignorado');
          results.push('unsigned-number');
          continue;
        }
        for (const event of change.events) {
          if (event.kind === 'ignored' && event.reason === OUT_OF_RANGE) outOfRange += 1;
          results.push((await apply(row.clinicId, event)).result);
        }
      }
      if (outOfRange > 0 && logged.first(`range:${bodyKey(raw)}`))
        log.warn(
          { partes: outOfRange },
          'webhook da Cloud API com número fora do intervalo: parte ignorada',
        );
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
