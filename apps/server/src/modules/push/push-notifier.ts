import { MSG, chatDeepLink, type PushPayload } from '@conecta/contract';
import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { describeError } from '../../lib/describe-error.ts';
import { pushRepo, type PushTarget } from './push-repo.ts';
import { sendPush, type Vapid } from './push-sender.ts';
import { inQuietHours } from './quiet-hours.ts';

/** A patient's new message, as the webhook stored it. */
export interface NewPatientMessage {
  chatId: string;
  chatName: string;
  /** The message's preview ('Olá', '📷 Foto'): left out on a device in privacy mode. */
  preview: string;
}

// A burst of webhooks queues at most this many messages; past it the oldest news is dropped
// (the board still shows every message, only the phone's buzz is lost) rather than memory.
const QUEUE_MAX = 1000;
const WORKERS = 2;
const BODY_MAX = 120;

function bodyOf(target: PushTarget, message: NewPatientMessage): string {
  const flat = message.preview.replace(/\s+/g, ' ').trim();
  if (target.privacy || !flat) return MSG.notifications.privateBody;
  return flat.length > BODY_MAX ? `${flat.slice(0, BODY_MAX).trimEnd()}...` : flat;
}

/**
 * Pushes a patient's new message to the members' devices, off the webhook's path: `notify` only
 * queues and returns; two workers read the targets, send, and drop subscriptions the push service
 * says are gone. A failure is logged and never reaches the webhook.
 */
export function createPushNotifier(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  vapid: Vapid;
}) {
  const { db, log, vapid } = deps;
  const queue: Array<{ clinicId: string; message: NewPatientMessage }> = [];
  let running = 0;
  const idleWaiters = new Set<() => void>();

  async function deliver(clinicId: string, message: NewPatientMessage) {
    const now = deps.clock();
    const targets = await pushRepo.targets(db, clinicId, message.chatId);
    await Promise.all(
      targets
        .filter(
          (t) =>
            !inQuietHours(
              now,
              t.timeZone,
              t.quietStarts && t.quietEnds ? { starts: t.quietStarts, ends: t.quietEnds } : null,
            ),
        )
        .map(async (target) => {
          const payload: PushPayload = {
            kind: 'new-message',
            chatId: message.chatId,
            title: message.chatName || MSG.notifications.unknownContact,
            body: bodyOf(target, message),
            url: chatDeepLink(message.chatId),
            tag: `chat-${message.chatId}`,
          };
          const outcome = await sendPush(target, JSON.stringify(payload), vapid);
          if (outcome.kind === 'gone') {
            await pushRepo.removeEndpoint(db, target.endpoint);
            log.info({ device: target.label }, 'inscrição de push expirada removida');
          } else if (outcome.kind === 'failed') {
            log.warn({ device: target.label, reason: outcome.reason }, 'falha ao enviar push');
          }
        }),
    );
  }

  function pump() {
    while (running < WORKERS && queue.length > 0) {
      const job = queue.shift()!;
      running++;
      void deliver(job.clinicId, job.message)
        .catch((err: unknown) => log.warn({ err: describeError(err) }, 'falha ao enviar push'))
        .finally(() => {
          running--;
          pump();
          if (running === 0 && queue.length === 0) for (const w of idleWaiters) w();
        });
    }
  }

  return {
    /** Queues the pushes of one message and returns at once. */
    notify(clinicId: string, message: NewPatientMessage): void {
      if (queue.length >= QUEUE_MAX) {
        queue.shift();
        log.warn('fila de push cheia: o aviso mais antigo foi descartado');
      }
      queue.push({ clinicId, message });
      pump();
    },
    /** Resolves once nothing is queued or being sent (shutdown, tests). */
    idle(): Promise<void> {
      if (running === 0 && queue.length === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          idleWaiters.delete(done);
          resolve();
        };
        idleWaiters.add(done);
      });
    },
  };
}
export type PushNotifier = ReturnType<typeof createPushNotifier>;
