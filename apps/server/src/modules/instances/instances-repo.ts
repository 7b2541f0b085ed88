import { eq } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { webInstances } from '../../db/schema.ts';

export type InstanceRow = typeof webInstances.$inferSelect;
export type NewInstance = typeof webInstances.$inferInsert;

export const instancesRepo = {
  async findByUser(tx: Tx, userId: string): Promise<InstanceRow | undefined> {
    const rows = await tx
      .select()
      .from(webInstances)
      .where(eq(webInstances.userId, userId))
      .limit(1);
    return rows[0];
  },
  async findByWebhookSecret(tx: Tx, secret: string): Promise<InstanceRow | undefined> {
    const rows = await tx
      .select()
      .from(webInstances)
      .where(eq(webInstances.webhookSecret, secret))
      .limit(1);
    return rows[0];
  },
  async insert(tx: Tx, values: NewInstance): Promise<InstanceRow | undefined> {
    const rows = await tx.insert(webInstances).values(values).onConflictDoNothing().returning();
    return rows[0];
  },
  async setConnected(tx: Tx, id: string, connected: boolean, now: Date): Promise<void> {
    await tx
      .update(webInstances)
      .set(
        connected
          ? { connected, lastConnectedAt: now, updatedAt: now }
          : { connected, updatedAt: now },
      )
      .where(eq(webInstances.id, id));
  },
};
