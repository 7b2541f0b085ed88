import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { describeError } from '../../lib/describe-error.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { postWebhook } from './webhook-post.ts';
import { signWebhook } from './webhook-secret.ts';
import {
  type WebhookDeliveryRow,
  webhookDeliveriesRepo,
  webhookEndpointsRepo,
} from './webhook-endpoints-repo.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Deliveries claimed per pass; each pass sends them side by side. */
export const WEBHOOK_BATCH = 20;
/** An attempt still 'sending' after this died with its process: due again. */
const LEASE_MS = 2 * MINUTE;
/** A delivery is retried for at least this long before it is given up ('failed'). */
export const RETRY_FOR_MS = 24 * HOUR;
/** An endpoint whose every attempt failed for this long is turned off (and the Responsável told). */
export const DISABLE_AFTER_MS = 24 * HOUR;

/** The delivery log keeps ended deliveries this long; pruned at most once an hour per process. */
const KEEP_MS = 30 * 24 * HOUR;

/**
 * The wait after the `attempts`-th failure: 30 s, 2 min, 8 min, 32 min, ~2 h, then every 6 h,
 * so a delivery is tried about ten times across its day.
 */
export const backoffMs = (attempts: number) =>
  Math.min(30_000 * 4 ** Math.max(0, attempts - 1), 6 * HOUR);

/**
 * The 'webhook-deliveries' loop's pass: hands stale attempts back, claims the due deliveries of
 * endpoints that are on (SKIP LOCKED: once across processes), signs and POSTs each, and writes
 * the outcome on its row (the delivery log). A 2xx is delivered; anything else is retried with
 * backoff, and an endpoint that failed for a whole day is turned off with an e-mail.
 */
export function createWebhookSender(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  box: SecretBox;
  /** Production: only public addresses (lib/public-address.ts). */
  publicOnly: boolean;
  onDisabled: (endpoint: { clinicId: string; url: string }) => Promise<void>;
}) {
  const { db, clock, log, box } = deps;
  let prunedAt = 0;

  async function deliver(row: WebhookDeliveryRow): Promise<void> {
    const endpoint = await webhookEndpointsRepo.findById(db, row.endpointId);
    if (!endpoint) return;
    const at = clock();
    const secrets = [box.open(endpoint.secretSealed)];
    if (
      endpoint.previousSecretSealed &&
      endpoint.previousSecretUntil &&
      endpoint.previousSecretUntil.getTime() > at.getTime()
    )
      secrets.push(box.open(endpoint.previousSecretSealed));
    const body = JSON.stringify(row.payload);
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'ConectaClinica-Webhooks/1',
      'webhook-id': row.eventId,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': signWebhook(secrets, row.eventId, at, body),
    };
    const started = performance.now();
    const outcome = await postWebhook(endpoint.url, headers, body, deps.publicOnly);
    const latencyMs = Math.round(performance.now() - started);
    const now = clock();
    const code = outcome.kind === 'answered' ? outcome.status : null;
    if (code !== null && code >= 200 && code < 300) {
      await webhookDeliveriesRepo.set(db, row.id, {
        status: 'delivered',
        deliveredAt: now,
        lastAttemptAt: at,
        responseCode: code,
        latencyMs,
        lastError: null,
        attemptStartedAt: null,
      });
      if (endpoint.failingSince) await webhookEndpointsRepo.markHealthy(db, endpoint.id);
      return;
    }
    const reason = outcome.kind === 'answered' ? `HTTP ${outcome.status}` : outcome.reason;
    const givenUp = now.getTime() - row.createdAt.getTime() >= RETRY_FOR_MS;
    await webhookDeliveriesRepo.set(db, row.id, {
      status: givenUp ? 'failed' : 'pending',
      nextAttemptAt: new Date(now.getTime() + backoffMs(row.attempts)),
      lastAttemptAt: at,
      responseCode: code,
      latencyMs: outcome.kind === 'answered' ? latencyMs : null,
      lastError: reason.slice(0, 300),
      attemptStartedAt: null,
    });
    const failing = await webhookEndpointsRepo.markFailing(db, endpoint.id, now);
    if (
      failing?.failingSince &&
      now.getTime() - failing.failingSince.getTime() >= DISABLE_AFTER_MS &&
      (await webhookEndpointsRepo.disable(db, endpoint.id, now))
    ) {
      log.warn({ endpointId: endpoint.id }, 'webhook desativado após um dia de falhas');
      await deps.onDisabled({ clinicId: endpoint.clinicId, url: endpoint.url });
    }
  }

  return {
    async runOnce(stopping: () => boolean): Promise<number> {
      const now = clock();
      // Deleting what is old is harmless in every process at once.
      if (now.getTime() - prunedAt >= HOUR) {
        prunedAt = now.getTime();
        await webhookDeliveriesRepo.prune(db, new Date(now.getTime() - KEEP_MS));
      }
      await webhookDeliveriesRepo.releaseStale(db, new Date(now.getTime() - LEASE_MS), now);
      if (stopping()) return 0;
      const rows = await webhookDeliveriesRepo.claimDue(db, now, WEBHOOK_BATCH);
      await Promise.all(
        rows.map((row) =>
          deliver(row).catch(async (err: unknown) => {
            log.warn({ err: describeError(err), deliveryId: row.id }, 'falha ao entregar webhook');
            await webhookDeliveriesRepo.set(db, row.id, {
              status: 'pending',
              attemptStartedAt: null,
              nextAttemptAt: new Date(clock().getTime() + backoffMs(row.attempts)),
            });
          }),
        ),
      );
      return rows.length;
    },
  };
}
export type WebhookSender = ReturnType<typeof createWebhookSender>;
