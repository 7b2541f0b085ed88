import { desc, eq, sql } from 'drizzle-orm';

import type { Db, Tx } from '../../db/client.ts';
import { users, webInstances } from '../../db/schema.ts';

export type InstanceRow = typeof webInstances.$inferSelect;
export type NewInstance = typeof webInstances.$inferInsert;

function ownerQuery(db: Db) {
  return db
    .select({ userId: webInstances.userId })
    .from(webInstances)
    .where(eq(webInstances.webhookSecret, sql.placeholder('secret')))
    .limit(1)
    .prepare('webhook_owner');
}
const ownerQueries = new WeakMap<Db, ReturnType<typeof ownerQuery>>();

export const instancesRepo = {
  async findByUser(tx: Tx, userId: string): Promise<InstanceRow | undefined> {
    const rows = await tx
      .select()
      .from(webInstances)
      .where(eq(webInstances.userId, userId))
      .limit(1);
    return rows[0];
  },
  /** The owner of a webhook address; prepared once per database, as every inbound event asks. */
  async ownerOfWebhook(db: Db, secret: string): Promise<string | undefined> {
    let query = ownerQueries.get(db);
    if (!query) {
      query = ownerQuery(db);
      ownerQueries.set(db, query);
    }
    const rows = await query.execute({ secret });
    return rows[0]?.userId;
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

const chatCount = sql<number>`(select count(*) from chats c where c.user_id = "web_instances"."user_id")`;

export interface InstanceListRow {
  instance: InstanceRow;
  userName: string;
  userEmail: string;
  totalChats: number;
}

export const instancesAdminRepo = {
  async list(tx: Tx): Promise<InstanceListRow[]> {
    const rows = await tx
      .select({
        instance: webInstances,
        userName: users.name,
        userEmail: users.email,
        totalChats: chatCount,
      })
      .from(webInstances)
      .innerJoin(users, eq(users.id, webInstances.userId))
      .orderBy(desc(webInstances.createdAt));
    return rows.map((r) => ({ ...r, totalChats: Number(r.totalChats) }));
  },
  async findById(tx: Tx, id: string): Promise<InstanceListRow | undefined> {
    const rows = await tx
      .select({
        instance: webInstances,
        userName: users.name,
        userEmail: users.email,
        totalChats: chatCount,
      })
      .from(webInstances)
      .innerJoin(users, eq(users.id, webInstances.userId))
      .where(eq(webInstances.id, id))
      .limit(1);
    return rows[0] ? { ...rows[0], totalChats: Number(rows[0].totalChats) } : undefined;
  },
  async update(tx: Tx, id: string, values: Partial<NewInstance>): Promise<InstanceRow | undefined> {
    const rows = await tx
      .update(webInstances)
      .set(values)
      .where(eq(webInstances.id, id))
      .returning();
    return rows[0];
  },
  async delete(tx: Tx, id: string): Promise<boolean> {
    const rows = await tx
      .delete(webInstances)
      .where(eq(webInstances.id, id))
      .returning({ id: webInstances.id });
    return rows.length > 0;
  },
  async users(tx: Tx) {
    return tx
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        confirmed: users.confirmed,
        // Written out: drizzle leaves column names unqualified in a one-table select.
        hasInstance: sql<boolean>`exists (select 1 from web_instances wi where wi.user_id = "users"."id")`,
      })
      .from(users)
      .orderBy(users.name);
  },
};
