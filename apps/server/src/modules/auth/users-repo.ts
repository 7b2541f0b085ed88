import { eq, inArray, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export const usersRepo = {
  async findByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
    const rows = await tx
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .limit(1);
    return rows[0];
  },
  async findById(tx: Tx, id: string): Promise<UserRow | undefined> {
    const rows = await tx.select().from(users).where(eq(users.id, id)).limit(1);
    return rows[0];
  },
  async namesOf(tx: Tx, ids: string[]): Promise<Array<{ id: string; name: string }>> {
    if (ids.length === 0) return [];
    return tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  },
  /** Inserts unless the e-mail exists (any case); answers undefined on that conflict. */
  async insert(tx: Tx, user: NewUser): Promise<UserRow | undefined> {
    const rows = await tx.insert(users).values(user).onConflictDoNothing().returning();
    return rows[0];
  },
  async markConfirmed(tx: Tx, id: string, now: Date): Promise<void> {
    await tx.update(users).set({ confirmed: true, updatedAt: now }).where(eq(users.id, id));
  },
  /** Changes the fields given; answers the updated row (undefined when the user is gone). */
  async update(
    tx: Tx,
    id: string,
    values: Partial<Pick<UserRow, 'name' | 'email' | 'passwordHash' | 'timeZone' | 'confirmed'>>,
    now: Date,
  ): Promise<UserRow | undefined> {
    const rows = await tx
      .update(users)
      .set({ ...values, updatedAt: now })
      .where(eq(users.id, id))
      .returning();
    return rows[0];
  },
  /** Notes the team (its clinic's name) a login was removed from, or forgets it (null). */
  async setLeftTeam(tx: Tx, id: string, clinicName: string | null): Promise<void> {
    await tx.update(users).set({ leftTeamName: clinicName }).where(eq(users.id, id));
  },
  /** The team a login was removed from, read and forgotten at once: it is told only once. */
  async takeLeftTeam(tx: Tx, id: string): Promise<string | null> {
    const result = (await tx.execute(sql`
      update ${users} u set left_team_name = null
        from (select id, left_team_name from ${users} where id = ${id} for update) old
       where u.id = old.id and old.left_team_name is not null
      returning old.left_team_name as name`)) as unknown as { rows: Array<{ name: string }> };
    return result.rows[0]?.name ?? null;
  },
  /**
   * Deletes the accounts with these e-mails (lower case), and with them all they own: the
   * clinics whose every member is among them go too (their chats, messages, instance...).
   */
  async deleteByEmails(tx: Tx, emails: string[]): Promise<string[]> {
    if (emails.length === 0) return [];
    const listed = sql.join(
      emails.map((e) => sql`${e}`),
      sql`, `,
    );
    await tx.execute(sql`
      delete from clinics c
       where exists (select 1 from clinic_members m join users u on u.id = m.user_id
                      where m.clinic_id = c.id and lower(u.email) in (${listed}))
         and not exists (select 1 from clinic_members m join users u on u.id = m.user_id
                          where m.clinic_id = c.id and lower(u.email) not in (${listed}))`);
    const rows = await tx
      .delete(users)
      .where(inArray(sql`lower(${users.email})`, emails))
      .returning({ email: users.email });
    return rows.map((r) => r.email);
  },
};
