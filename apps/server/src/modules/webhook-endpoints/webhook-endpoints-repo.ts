import type { WebhookEventType } from '@conecta/contract';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared-per-db.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

const ids = (result: unknown) => (result as { rows: Array<{ id: string }> }).rows.map((r) => r.id);

/** Which endpoints take an event: asked for every patient's message (`message.received`). */
const subscribedOf = preparedPerDb((db) =>
  db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.clinicId, sql.placeholder('clinicId')),
        sql`${webhookEndpoints.events} @> ${sql.placeholder('types')}::jsonb`,
      ),
    )
    .prepare('webhook_endpoints_for'),
);

/** The clinic's endpoints; every query of a clinic's endpoints filters by its id. */
export const webhookEndpointsRepo = {
  async insert(tx: Tx, row: typeof webhookEndpoints.$inferInsert): Promise<WebhookEndpointRow> {
    const [inserted] = await tx.insert(webhookEndpoints).values(row).returning();
    return inserted!;
  },

  async list(tx: Tx, clinicId: string): Promise<WebhookEndpointRow[]> {
    return tx
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.clinicId, clinicId))
      .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  },

  async count(tx: Tx, clinicId: string): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.clinicId, clinicId));
    return Number(row?.n ?? 0);
  },

  async find(tx: Tx, clinicId: string, id: string): Promise<WebhookEndpointRow | undefined> {
    const [row] = await tx
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.clinicId, clinicId), eq(webhookEndpoints.id, id)))
      .limit(1);
    return row;
  },

  async findById(tx: Tx, id: string): Promise<WebhookEndpointRow | undefined> {
    const [row] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    return row;
  },

  async update(
    tx: Tx,
    clinicId: string,
    id: string,
    values: Partial<typeof webhookEndpoints.$inferInsert>,
  ): Promise<WebhookEndpointRow | undefined> {
    const [row] = await tx
      .update(webhookEndpoints)
      .set(values)
      .where(and(eq(webhookEndpoints.clinicId, clinicId), eq(webhookEndpoints.id, id)))
      .returning();
    return row;
  },

  async delete(tx: Tx, clinicId: string, id: string): Promise<WebhookEndpointRow | undefined> {
    const [row] = await tx
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.clinicId, clinicId), eq(webhookEndpoints.id, id)))
      .returning();
    return row;
  },

  /** The clinic's endpoints (on or off: a disabled one keeps its queue) that chose `type`. */
  async subscribedTo(tx: Tx, clinicId: string, type: WebhookEventType): Promise<string[]> {
    const prepared = subscribedOf(tx);
    if (prepared) {
      const found = await prepared.execute({ clinicId, types: JSON.stringify([type]) });
      return found.map((r) => r.id);
    }
    const rows = await tx
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(
        and(
          eq(webhookEndpoints.clinicId, clinicId),
          sql`${webhookEndpoints.events} @> ${JSON.stringify([type])}::jsonb`,
        ),
      );
    return rows.map((r) => r.id);
  },

  /** An attempt failed: the endpoint is failing since now unless it already was. */
  async markFailing(tx: Tx, id: string, now: Date): Promise<WebhookEndpointRow | undefined> {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now.toISOString()})` })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    return row;
  },

  async markHealthy(tx: Tx, id: string): Promise<void> {
    await tx
      .update(webhookEndpoints)
      .set({ failingSince: null })
      .where(eq(webhookEndpoints.id, id));
  },

  /** Turns off an endpoint still on: true for the one call that did (it sends the e-mail). */
  async disable(tx: Tx, id: string, now: Date): Promise<boolean> {
    const rows = await tx
      .update(webhookEndpoints)
      .set({ enabled: false, disabledAt: now })
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.enabled, true)))
      .returning({ id: webhookEndpoints.id });
    return rows.length > 0;
  },
};

/** The outbox and delivery log. */
export const webhookDeliveriesRepo = {
  async queue(
    tx: Tx,
    rows: Array<{
      clinicId: string;
      endpointId: string;
      eventId: string;
      type: WebhookEventType;
      payload: Record<string, unknown>;
      nextAttemptAt: Date;
      createdAt: Date;
    }>,
  ): Promise<void> {
    if (rows.length === 0) return;
    await tx.insert(webhookDeliveries).values(rows).onConflictDoNothing();
  },

  /**
   * Marks up to `limit` due deliveries of endpoints that are on 'sending' and returns them.
   * SKIP LOCKED: two processes never claim the same row.
   */
  async claimDue(tx: Tx, now: Date, limit: number): Promise<WebhookDeliveryRow[]> {
    const iso = now.toISOString();
    const claimed = ids(
      await tx.execute(sql`
        update ${webhookDeliveries} set status = 'sending', attempt_started_at = ${iso},
          attempts = attempts + 1
        where id in (
          select d.id from ${webhookDeliveries} d
          join ${webhookEndpoints} e on e.id = d.endpoint_id
          where d.status = 'pending' and d.next_attempt_at <= ${iso} and e.enabled
          order by d.next_attempt_at
          limit ${limit}
          for update of d skip locked
        )
        returning id`),
    );
    return this.byIds(tx, claimed);
  },

  /**
   * Attempts that started before `before` and never finished (the process died mid-send): due
   * again now. The attempt may have reached the receiver, which the same webhook-id lets it
   * drop (at-least-once).
   */
  async releaseStale(tx: Tx, before: Date, now: Date): Promise<number> {
    return ids(
      await tx.execute(sql`
        update ${webhookDeliveries} set status = 'pending', attempt_started_at = null,
          next_attempt_at = ${now.toISOString()}
        where id in (
          select id from ${webhookDeliveries}
          where status = 'sending' and attempt_started_at < ${before.toISOString()}
          for update skip locked
        )
        returning id`),
    ).length;
  },

  async byIds(tx: Tx, list: string[]): Promise<WebhookDeliveryRow[]> {
    if (list.length === 0) return [];
    return tx
      .select()
      .from(webhookDeliveries)
      .where(sql`${webhookDeliveries.id} in ${list}`)
      .orderBy(asc(webhookDeliveries.nextAttemptAt));
  },

  async set(tx: Tx, id: string, values: Partial<WebhookDeliveryRow>): Promise<void> {
    await tx.update(webhookDeliveries).set(values).where(eq(webhookDeliveries.id, id));
  },

  /** The endpoint's latest deliveries, newest first. */
  async log(tx: Tx, clinicId: string, endpointId: string, limit: number) {
    return tx
      .select()
      .from(webhookDeliveries)
      .where(
        and(eq(webhookDeliveries.clinicId, clinicId), eq(webhookDeliveries.endpointId, endpointId)),
      )
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(limit);
  },

  /** 'Reenviar': due now, whatever became of it (never while an attempt is under way). */
  async resend(tx: Tx, clinicId: string, endpointId: string, id: string, now: Date) {
    const [row] = await tx
      .update(webhookDeliveries)
      .set({ status: 'pending', nextAttemptAt: now })
      .where(
        and(
          eq(webhookDeliveries.clinicId, clinicId),
          eq(webhookDeliveries.endpointId, endpointId),
          eq(webhookDeliveries.id, id),
          sql`${webhookDeliveries.status} <> 'sending'`,
        ),
      )
      .returning({ id: webhookDeliveries.id });
    return row;
  },

  async exists(tx: Tx, clinicId: string, endpointId: string, id: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.clinicId, clinicId),
          eq(webhookDeliveries.endpointId, endpointId),
          eq(webhookDeliveries.id, id),
        ),
      );
    return row !== undefined;
  },

  /** The log's ended deliveries made before `before`: deleted (the log is for recent work). */
  async prune(tx: Tx, before: Date): Promise<void> {
    await tx.execute(sql`
      delete from ${webhookDeliveries}
      where status in ('delivered', 'failed') and created_at < ${before.toISOString()}`);
  },

  /** An endpoint on again: what waited in its queue goes now. */
  async dueNow(tx: Tx, endpointId: string, now: Date): Promise<void> {
    await tx
      .update(webhookDeliveries)
      .set({ nextAttemptAt: now })
      .where(
        and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')),
      );
  },
};
