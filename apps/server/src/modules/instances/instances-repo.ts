import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';

import type { Db, Tx } from '../../db/client.ts';
import { clinicMembers, users, webInstances } from '../../db/schema.ts';

export type InstanceRow = typeof webInstances.$inferSelect;
export type NewInstance = typeof webInstances.$inferInsert;

function ownerQuery(db: Db) {
  return db
    .select({
      id: webInstances.id,
      chatKeySuffix: webInstances.chatKeySuffix,
      clinicId: webInstances.clinicId,
      provider: webInstances.provider,
      providerSwitchedAt: webInstances.providerSwitchedAt,
    })
    .from(webInstances)
    .where(eq(webInstances.webhookSecret, sql.placeholder('secret')))
    .limit(1)
    .prepare('webhook_owner');
}
const ownerQueries = new WeakMap<Db, ReturnType<typeof ownerQuery>>();

/** The clinic's main number first (its suffix is null), then the others as they were added. */
const mainFirst = [sql`${webInstances.chatKeySuffix} is null desc`, asc(webInstances.createdAt)];

export const instancesRepo = {
  /** The clinic's main number: the one its screens and a chat without a number use. */
  async findByClinic(tx: Tx, clinicId: string): Promise<InstanceRow | undefined> {
    const rows = await tx
      .select()
      .from(webInstances)
      .where(eq(webInstances.clinicId, clinicId))
      .orderBy(...mainFirst)
      .limit(1);
    return rows[0];
  },
  /** Every number of the clinic, the main one first (issue 48). */
  async listByClinic(tx: Tx, clinicId: string): Promise<InstanceRow[]> {
    return tx
      .select()
      .from(webInstances)
      .where(eq(webInstances.clinicId, clinicId))
      .orderBy(...mainFirst);
  },
  /** One number of the clinic, else undefined (another clinic's is not found either). */
  async findOfClinic(tx: Tx, clinicId: string, id: string): Promise<InstanceRow | undefined> {
    const rows = await tx
      .select()
      .from(webInstances)
      .where(and(eq(webInstances.clinicId, clinicId), eq(webInstances.id, id)))
      .limit(1);
    return rows[0];
  },
  /**
   * The clinic of a webhook address and the gateway its number is on now; prepared once per
   * database, as every inbound event asks.
   */
  async ownerOfWebhook(
    db: Db,
    secret: string,
  ): Promise<
    | Pick<InstanceRow, 'id' | 'chatKeySuffix' | 'clinicId' | 'provider' | 'providerSwitchedAt'>
    | undefined
  > {
    let query = ownerQueries.get(db);
    if (!query) {
      query = ownerQuery(db);
      ownerQueries.set(db, query);
    }
    const rows = await query.execute({ secret });
    return rows[0];
  },
  /** The instance of a Cloud API number (unique), whatever its clinic. */
  async findByPhoneNumberId(tx: Tx, phoneNumberId: string): Promise<InstanceRow | undefined> {
    const rows = await tx
      .select()
      .from(webInstances)
      .where(eq(webInstances.phoneNumberId, phoneNumberId))
      .limit(1);
    return rows[0];
  },
  /** The Cloud API instances a webhook names (its `metadata.phone_number_id`s). */
  async findByPhoneNumberIds(tx: Tx, phoneNumberIds: string[]): Promise<InstanceRow[]> {
    if (phoneNumberIds.length === 0) return [];
    return tx
      .select()
      .from(webInstances)
      .where(
        and(
          eq(webInstances.provider, 'cloud-api'),
          inArray(webInstances.phoneNumberId, phoneNumberIds),
        ),
      );
  },
  /** The Cloud API instances of these WhatsApp Business accounts (an account-level webhook). */
  async findByBusinessAccountIds(tx: Tx, accountIds: string[]): Promise<InstanceRow[]> {
    if (accountIds.length === 0) return [];
    return tx
      .select()
      .from(webInstances)
      .where(
        and(
          eq(webInstances.provider, 'cloud-api'),
          inArray(webInstances.businessAccountId, accountIds),
        ),
      );
  },
  /**
   * The sealed app secrets of up to `limit` Cloud API instances (newest first): what a webhook
   * body naming none of our numbers or accounts may still be signed with (a number the app does
   * not serve, of one of our apps).
   */
  async cloudAppSecrets(tx: Tx, limit: number): Promise<string[]> {
    const rows = await tx
      .select({ sealed: webInstances.appSecretSealed })
      .from(webInstances)
      .where(eq(webInstances.provider, 'cloud-api'))
      .orderBy(desc(webInstances.updatedAt))
      .limit(limit);
    return rows.flatMap((r) => (r.sealed ? [r.sealed] : []));
  },
  /** Whether a Cloud API instance holds this verify token (Meta's GET handshake). */
  async hasVerifyToken(tx: Tx, verifyToken: string): Promise<boolean> {
    const rows = await tx
      .select({ id: webInstances.id })
      .from(webInstances)
      .where(and(eq(webInstances.provider, 'cloud-api'), eq(webInstances.verifyToken, verifyToken)))
      .limit(1);
    return rows.length > 0;
  },
  async insert(tx: Tx, values: NewInstance): Promise<InstanceRow | undefined> {
    const rows = await tx.insert(webInstances).values(values).onConflictDoNothing().returning();
    return rows[0];
  },
};

// A number's chats; a chat whose number was removed counts on the clinic's main one.
const chatCount = sql<number>`(select count(*) from chats c where c.clinic_id = "web_instances"."clinic_id" and (c.instance_id = "web_instances"."id" or (c.instance_id is null and "web_instances"."chat_key_suffix" is null)))`;
/**
 * The admin page shows an instance's owner: its clinic's first Responsável (for a clinic of one,
 * the account the instance was given to, as before clinics).
 */
const ownerId = sql`(select m.user_id from clinic_members m where m.clinic_id = "web_instances"."clinic_id" and m.role = 'RESPONSAVEL' order by m.created_at, m.user_id limit 1)`;

export interface InstanceListRow {
  instance: InstanceRow;
  userId: string;
  userName: string;
  userEmail: string;
  totalChats: number;
}

export const instancesAdminRepo = {
  async list(tx: Tx): Promise<InstanceListRow[]> {
    const rows = await tx
      .select({
        instance: webInstances,
        userId: users.id,
        userName: users.name,
        userEmail: users.email,
        totalChats: chatCount,
      })
      .from(webInstances)
      .innerJoin(users, eq(users.id, ownerId))
      .orderBy(desc(webInstances.createdAt));
    return rows.map((r) => ({ ...r, totalChats: Number(r.totalChats) }));
  },
  async findById(tx: Tx, id: string): Promise<InstanceListRow | undefined> {
    const rows = await tx
      .select({
        instance: webInstances,
        userId: users.id,
        userName: users.name,
        userEmail: users.email,
        totalChats: chatCount,
      })
      .from(webInstances)
      .innerJoin(users, eq(users.id, ownerId))
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
  /** The clinic an instance given to this user goes to. */
  async clinicOf(tx: Tx, userId: string): Promise<string | undefined> {
    const rows = await tx
      .select({ clinicId: clinicMembers.clinicId })
      .from(clinicMembers)
      .where(eq(clinicMembers.userId, userId))
      .limit(1);
    return rows[0]?.clinicId;
  },
  async users(tx: Tx) {
    return tx
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        confirmed: users.confirmed,
        // Written out: drizzle leaves column names unqualified in a one-table select.
        hasInstance: sql<boolean>`exists (select 1 from web_instances wi join clinic_members m on m.clinic_id = wi.clinic_id where m.user_id = "users"."id")`,
      })
      .from(users)
      .orderBy(users.name);
  },
};
