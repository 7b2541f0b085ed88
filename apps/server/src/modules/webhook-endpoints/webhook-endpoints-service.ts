import {
  MSG,
  WEBHOOK_ENDPOINTS_MAX,
  type WebhookDelivery,
  type zCreateWebhookEndpointRequest,
  type zUpdateWebhookEndpointRequest,
} from '@conecta/contract';
import type { z } from 'zod';

import type { Db } from '../../db/client.ts';
import type { RequestMeta } from '../../http/request-meta.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { publicAddressLookup } from '../../lib/public-address.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { type ClinicActor, recordClinicAction } from '../audit/index.ts';
import { generateWebhookSecret } from './webhook-secret.ts';
import {
  type WebhookDeliveryRow,
  webhookDeliveriesRepo,
  type WebhookEndpointRow,
  webhookEndpointsRepo,
} from './webhook-endpoints-repo.ts';

const M = MSG.webhookEndpoints;
/** The old secret keeps signing beside the new one this long after a rotation. */
export const PREVIOUS_SECRET_MS = 24 * 60 * 60 * 1000;
/** The delivery log shows the latest deliveries only. */
const LOG_LIMIT = 50;

type CreateInput = z.output<typeof zCreateWebhookEndpointRequest>;
type UpdateInput = z.output<typeof zUpdateWebhookEndpointRequest>;

const sameEvents = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((e) => b.includes(e));

const notFound = () => new AppError('NOT_FOUND', M.notFound);
const iso = (d: Date | null) => d?.toISOString() ?? null;

const view = (r: WebhookEndpointRow) => ({
  id: r.id,
  url: r.url,
  description: r.description,
  events: r.events,
  enabled: r.enabled,
  disabledAt: iso(r.disabledAt),
  failingSince: iso(r.failingSince),
  createdAt: r.createdAt.toISOString(),
});

const deliveryView = (r: WebhookDeliveryRow): WebhookDelivery => ({
  id: r.id,
  eventId: r.eventId,
  type: r.type,
  status: r.status,
  attempts: r.attempts,
  responseCode: r.responseCode,
  latencyMs: r.latencyMs,
  lastError: r.lastError,
  createdAt: r.createdAt.toISOString(),
  lastAttemptAt: iso(r.lastAttemptAt),
  nextAttemptAt: r.status === 'pending' ? r.nextAttemptAt.toISOString() : null,
});

/**
 * The clinic's outbound webhooks ('Integrações' → 'Webhooks'), the Responsável's alone: an
 * endpoint is a URL and the events it chose; its secret is shown once, on create and on each
 * rotation; every change is in the activity log.
 */
export function createWebhookEndpointsService(deps: {
  db: Db;
  clock: Clock;
  box: SecretBox;
  /** Production: an address that is not public is refused (lib/public-address.ts). */
  publicOnly: boolean;
}) {
  const { db, clock, box } = deps;

  async function checkAddress(url: string) {
    if (!deps.publicOnly) return;
    let lookup;
    try {
      lookup = await publicAddressLookup(new URL(url));
    } catch {
      throw new AppError('VALIDATION_ERROR', M.urlUnresolved, [
        { path: 'url', message: M.urlUnresolved },
      ]);
    }
    if (!lookup)
      throw new AppError('VALIDATION_ERROR', M.urlPrivate, [
        { path: 'url', message: M.urlPrivate },
      ]);
  }

  async function owned(who: ClinicActor, id: string) {
    const row = await webhookEndpointsRepo.find(db, who.clinicId, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(who: ClinicActor) {
      const rows = await webhookEndpointsRepo.list(db, who.clinicId);
      return { success: true as const, endpoints: rows.map(view) };
    },

    async create(who: ClinicActor, input: CreateInput, meta: RequestMeta) {
      if ((await webhookEndpointsRepo.count(db, who.clinicId)) >= WEBHOOK_ENDPOINTS_MAX)
        throw new AppError('RULE_BROKEN', M.tooMany(WEBHOOK_ENDPOINTS_MAX));
      await checkAddress(input.url);
      const secret = generateWebhookSecret();
      const now = clock();
      const row = await db.transaction(async (tx) => {
        const inserted = await webhookEndpointsRepo.insert(tx, {
          clinicId: who.clinicId,
          url: input.url,
          description: input.description,
          events: input.events,
          secretSealed: box.seal(secret),
          createdBy: who.userId,
          createdAt: now,
        });
        await recordClinicAction(
          tx,
          who,
          'webhookEndpoint.create',
          input.url,
          { webhookEndpointId: inserted.id, events: input.events },
          meta,
          now,
        );
        return inserted;
      });
      return { success: true as const, message: M.created, endpoint: view(row), secret };
    },

    /**
     * 'Editar': a new address (checked as on create), description or events, or switched on or
     * off. Switched on, its failure clock starts over and what waited in the queue goes now;
     * switched off by hand, it keeps its queue (as after a day of failures) but says no more
     * than 'Desativado'. What the call leaves out stays; a call that changes nothing writes
     * nothing.
     */
    async update(who: ClinicActor, id: string, input: UpdateInput, meta: RequestMeta) {
      const row = await owned(who, id);
      const values: Partial<WebhookEndpointRow> = {};
      if (input.url !== undefined && input.url !== row.url) values.url = input.url;
      if (input.description !== undefined && input.description !== row.description)
        values.description = input.description;
      if (input.events !== undefined && !sameEvents(input.events, row.events))
        values.events = input.events;
      const switchedOn = input.enabled === true && !row.enabled;
      if (switchedOn)
        Object.assign(values, { enabled: true, disabledAt: null, failingSince: null });
      if (input.enabled === false && row.enabled)
        Object.assign(values, { enabled: false, disabledAt: null });
      const changed = Object.keys(values).filter((k) => k !== 'disabledAt' && k !== 'failingSince');
      if (changed.length === 0)
        return { success: true as const, message: M.unchanged, endpoint: view(row) };
      // An address is checked when it is new, and when an endpoint starts sending to it again.
      if (values.url !== undefined || switchedOn) await checkAddress(values.url ?? row.url);
      const now = clock();
      const updated = await db.transaction(async (tx) => {
        const saved = await webhookEndpointsRepo.update(tx, who.clinicId, id, values);
        if (!saved) throw notFound();
        if (switchedOn) await webhookDeliveriesRepo.dueNow(tx, id, now);
        await recordClinicAction(
          tx,
          who,
          'webhookEndpoint.update',
          saved.url,
          {
            webhookEndpointId: id,
            changed,
            ...(values.url !== undefined ? { previousUrl: row.url } : {}),
            ...(values.events ? { events: values.events } : {}),
            ...(values.enabled !== undefined ? { enabled: values.enabled } : {}),
          },
          meta,
          now,
        );
        return saved;
      });
      return { success: true as const, message: M.updated, endpoint: view(updated) };
    },

    /** A new secret; the old one signs too for PREVIOUS_SECRET_MS, so the receiver can switch. */
    async rotate(who: ClinicActor, id: string, meta: RequestMeta) {
      const row = await owned(who, id);
      const secret = generateWebhookSecret();
      const now = clock();
      await db.transaction(async (tx) => {
        await webhookEndpointsRepo.update(tx, who.clinicId, id, {
          secretSealed: box.seal(secret),
          previousSecretSealed: row.secretSealed,
          previousSecretUntil: new Date(now.getTime() + PREVIOUS_SECRET_MS),
        });
        await recordClinicAction(
          tx,
          who,
          'webhookEndpoint.rotate',
          row.url,
          { webhookEndpointId: id },
          meta,
          now,
        );
      });
      return { success: true as const, message: M.rotated, secret };
    },

    /** On again: its failure clock starts over and what waited in the queue goes now. */
    async enable(who: ClinicActor, id: string, meta: RequestMeta) {
      const row = await owned(who, id);
      await checkAddress(row.url);
      const now = clock();
      await db.transaction(async (tx) => {
        await webhookEndpointsRepo.update(tx, who.clinicId, id, {
          enabled: true,
          disabledAt: null,
          failingSince: null,
        });
        await webhookDeliveriesRepo.dueNow(tx, id, now);
        await recordClinicAction(
          tx,
          who,
          'webhookEndpoint.enable',
          row.url,
          { webhookEndpointId: id },
          meta,
          now,
        );
      });
      return { success: true as const, message: M.enabled };
    },

    async remove(who: ClinicActor, id: string, meta: RequestMeta) {
      const now = clock();
      await db.transaction(async (tx) => {
        const row = await webhookEndpointsRepo.delete(tx, who.clinicId, id);
        if (!row) throw notFound();
        await recordClinicAction(
          tx,
          who,
          'webhookEndpoint.delete',
          row.url,
          { webhookEndpointId: id },
          meta,
          now,
        );
      });
      return { success: true as const, message: M.removed };
    },

    async deliveries(who: ClinicActor, id: string) {
      await owned(who, id);
      const rows = await webhookDeliveriesRepo.log(db, who.clinicId, id, LOG_LIMIT);
      return { success: true as const, deliveries: rows.map(deliveryView) };
    },

    /** 'Reenviar': the same event (same webhook-id) due now. */
    async resend(who: ClinicActor, id: string, deliveryId: string, meta: RequestMeta) {
      const row = await owned(who, id);
      const now = clock();
      if (!(await webhookDeliveriesRepo.exists(db, who.clinicId, id, deliveryId)))
        throw new AppError('NOT_FOUND', M.deliveryNotFound);
      await db.transaction(async (tx) => {
        // An attempt under way is left to finish: its outcome is the answer to 'Reenviar'.
        await webhookDeliveriesRepo.resend(tx, who.clinicId, id, deliveryId, now);
        await recordClinicAction(
          tx,
          who,
          'webhookEndpoint.resend',
          row.url,
          { webhookEndpointId: id, deliveryId },
          meta,
          now,
        );
      });
      return { success: true as const, message: M.resent };
    },
  };
}
export type WebhookEndpointsService = ReturnType<typeof createWebhookEndpointsService>;
