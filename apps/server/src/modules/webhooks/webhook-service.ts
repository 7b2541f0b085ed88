import { createHash } from 'node:crypto';

import { MSG } from '@conecta/contract';

import { AppError } from '../../lib/errors.ts';
import {
  cloudAccountChanges,
  OUT_OF_RANGE,
  type WebhookEvent,
  webhookParsers,
} from '../../providers/index.ts';
import { instancesRepo } from '../instances/index.ts';
import { advanceStatus, noteUserId, setReaction, setStatus } from '../conversations/index.ts';
import { createIdentityChanger } from './change-identity.ts';
import { createCloudSigners } from './cloud-signers.ts';
import { type ReceivingNumber, scopeEvent } from './scope-event.ts';
import { createMessageStore } from './store-message.ts';
import { FRESH_MS, type WebhookDeps } from './webhook-deps.ts';
import { describeError } from '../../lib/describe-error.ts';
import { createOncePerKey } from '../../lib/once-per-key.ts';

/** Parses, stores and answers; a repeated message id is the same message and changes nothing. */
export function createWebhookService(deps: WebhookDeps) {
  const { db, log } = deps;
  const storeMessage = createMessageStore(deps);
  const changeIdentity = createIdentityChanger(deps);

  /** One event of a clinic's number, whichever provider read it. */
  async function apply(number: ReceivingNumber, raw: WebhookEvent): Promise<{ result: string }> {
    const { clinicId } = number;
    const event = scopeEvent(raw, number.chatKeySuffix);
    switch (event.kind) {
      case 'message':
        return { result: await storeMessage(number, event) };
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
              number.chatKeySuffix,
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
          .onConnection(clinicId, event.connected, number.id)
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
      return apply(owner, event);
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
          results.push((await apply(row, event)).result);
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
