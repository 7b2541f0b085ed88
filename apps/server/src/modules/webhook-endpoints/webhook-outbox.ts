import { randomUUID } from 'node:crypto';

import type { LiveEventData, LiveEventType, WebhookEventType } from '@conecta/contract';
import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client.ts';
import type { Publish } from '../../events/event-bus.ts';
import type { Clock } from '../../lib/clock.ts';
import { describeError } from '../../lib/describe-error.ts';
import { webhookDeliveriesRepo, webhookEndpointsRepo } from './webhook-endpoints-repo.ts';

/** Hands a domain event to the clinic's webhooks (fire and forget, after the change committed). */
export type WebhookEmit = (
  clinicId: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
) => void;

/**
 * The outbox's writer. An event is queued right after the domain change it reports committed
 * (the same moment the live event is published), one row per endpoint that chose its type, in
 * one insert. Not in the change's own transaction: the services publish after commit at every
 * point that matters, so this one seam covers them all without threading a transaction through
 * each; the price is that a crash in the milliseconds between the commit and this insert loses
 * that event (docs/decisions.md).
 */
export function createWebhookOutbox(deps: { db: Db; clock: Clock; log: FastifyBaseLogger }) {
  const { db, clock, log } = deps;
  const inFlight = new Set<Promise<void>>();

  async function queue(clinicId: string, type: WebhookEventType, data: Record<string, unknown>) {
    const endpoints = await webhookEndpointsRepo.subscribedTo(db, clinicId, type);
    if (endpoints.length === 0) return;
    const now = clock();
    const eventId = `msg_${randomUUID().replaceAll('-', '')}`;
    const payload = { type, timestamp: now.toISOString(), data };
    await webhookDeliveriesRepo.queue(
      db,
      endpoints.map((endpointId) => ({
        clinicId,
        endpointId,
        eventId,
        type,
        payload,
        nextAttemptAt: now,
        // The app's clock, not the database's: the day of retries is counted from here.
        createdAt: now,
      })),
    );
  }

  const emit: WebhookEmit = (clinicId, type, data) => {
    const p = queue(clinicId, type, data)
      .catch((err: unknown) =>
        log.warn({ err: describeError(err), type }, 'falha ao enfileirar evento de webhook'),
      )
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  };

  /** The webhook event a live event is, when it is one. */
  function fromLive<T extends LiveEventType>(
    type: T,
    data: LiveEventData[T],
  ): [WebhookEventType, Record<string, unknown>] | undefined {
    if (type === 'new-message') {
      const d = data as LiveEventData['new-message'];
      return [
        'message.received',
        {
          chatId: d.chatId,
          chatName: d.chatName ?? null,
          messageId: d.messageId ?? null,
          text: d.message ?? null,
        },
      ];
    }
    if (type === 'connection-update') {
      const d = data as LiveEventData['connection-update'];
      return [d.connected ? 'connection.restored' : 'connection.disconnected', { at: d.at }];
    }
    if (type !== 'chat-update') return undefined;
    const d = data as LiveEventData['chat-update'];
    if (d.reason === 'message-sent')
      return ['message.sent', { chatId: d.chatId, text: d.lastMessageContent ?? null }];
    if (d.reason === 'column') return ['chat.moved', { chatId: d.chatId, column: d.column }];
    if (d.reason === 'appointment' && (d.state === 'confirmed' || d.state === 'reschedule'))
      return [
        d.state === 'confirmed' ? 'appointment.confirmed' : 'appointment.reschedule_requested',
        { chatId: d.chatId, appointmentId: d.appointmentId, reply: d.message ?? null },
      ];
    return undefined;
  }

  return {
    emit,
    /**
     * The event bus's publish, also queueing the webhook events that live events are (a message
     * received or sent, a chat moved, a patient's answer to a reminder, the number's connection).
     */
    tap(publish: Publish): Publish {
      return ((clinicId, type, data) => {
        publish(clinicId, type, data);
        const event = fromLive(type, data);
        if (event) emit(clinicId, event[0], event[1]);
      }) as Publish;
    },
    /** Waits for the queueing under way (shutdown, tests). */
    async idle(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
export type WebhookOutbox = ReturnType<typeof createWebhookOutbox>;
