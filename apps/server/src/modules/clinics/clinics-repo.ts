import type { OpeningHours, ReminderSettings } from '@conecta/contract';
import { and, asc, eq, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { clinicMembers, clinics, type ClinicRole, users } from '../../db/schema.ts';

export interface Membership {
  userId: string;
  name: string;
  email: string;
  platformRole: 'ADMIN' | 'USER';
  clinicId: string;
  clinicRole: ClinicRole;
}

export interface MemberRow {
  userId: string;
  name: string;
  email: string;
  role: ClinicRole;
  joinedAt: Date;
}

/** A member as the team lists them. */
const memberColumns = {
  userId: users.id,
  name: users.name,
  email: users.email,
  role: clinicMembers.role,
  joinedAt: clinicMembers.createdAt,
};

export const clinicsRepo = {
  /**
   * A clinic of one with this user as its Responsável. A login's first clinic takes the login's
   * own id, as migration 0013 did for every account; a later one (after a removal) a new id.
   */
  async createFor(tx: Tx, user: { id: string; name: string }, now: Date): Promise<string> {
    const taken = await tx.select({ id: clinics.id }).from(clinics).where(eq(clinics.id, user.id));
    const rows = await tx
      .insert(clinics)
      .values({
        ...(taken.length === 0 ? { id: user.id } : {}),
        name: user.name,
        createdAt: now,
      })
      .returning({ id: clinics.id });
    const clinicId = rows[0]!.id;
    await tx
      .insert(clinicMembers)
      .values({ userId: user.id, clinicId, role: 'RESPONSAVEL', createdAt: now });
    return clinicId;
  },

  /** The user with their clinic, in one query (every authenticated request reads it). */
  async membershipOf(tx: Tx, userId: string): Promise<Membership | undefined> {
    const rows = await tx
      .select({
        userId: users.id,
        name: users.name,
        email: users.email,
        platformRole: users.role,
        clinicId: clinicMembers.clinicId,
        clinicRole: clinicMembers.role,
      })
      .from(users)
      .innerJoin(clinicMembers, eq(clinicMembers.userId, users.id))
      .where(eq(users.id, userId))
      .limit(1);
    return rows[0];
  },

  async members(tx: Tx, clinicId: string): Promise<MemberRow[]> {
    return tx
      .select(memberColumns)
      .from(clinicMembers)
      .innerJoin(users, eq(users.id, clinicMembers.userId))
      .where(eq(clinicMembers.clinicId, clinicId))
      .orderBy(asc(clinicMembers.createdAt), asc(users.name));
  },

  async member(tx: Tx, clinicId: string, userId: string): Promise<MemberRow | undefined> {
    const rows = await tx
      .select(memberColumns)
      .from(clinicMembers)
      .innerJoin(users, eq(users.id, clinicMembers.userId))
      .where(and(eq(clinicMembers.clinicId, clinicId), eq(clinicMembers.userId, userId)))
      .limit(1);
    return rows[0];
  },

  /**
   * Locks the clinic's member rows until the transaction ends, so two Responsáveis demoting or
   * removing each other at once cannot leave the clinic with none.
   */
  async lockMembers(tx: Tx, clinicId: string): Promise<void> {
    await tx.execute(
      sql`select 1 from ${clinicMembers} where ${clinicMembers.clinicId} = ${clinicId} for update`,
    );
  },

  async countResponsaveis(tx: Tx, clinicId: string): Promise<number> {
    const rows = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(clinicMembers)
      .where(and(eq(clinicMembers.clinicId, clinicId), eq(clinicMembers.role, 'RESPONSAVEL')));
    return rows[0]?.n ?? 0;
  },

  async setRole(tx: Tx, clinicId: string, userId: string, role: ClinicRole): Promise<boolean> {
    const rows = await tx
      .update(clinicMembers)
      .set({ role })
      .where(and(eq(clinicMembers.clinicId, clinicId), eq(clinicMembers.userId, userId)))
      .returning({ userId: clinicMembers.userId });
    return rows.length > 0;
  },

  async removeMember(tx: Tx, clinicId: string, userId: string): Promise<boolean> {
    const rows = await tx
      .delete(clinicMembers)
      .where(and(eq(clinicMembers.clinicId, clinicId), eq(clinicMembers.userId, userId)))
      .returning({ userId: clinicMembers.userId });
    return rows.length > 0;
  },

  async addMember(
    tx: Tx,
    values: { clinicId: string; userId: string; role: ClinicRole; now: Date },
  ): Promise<void> {
    await tx.insert(clinicMembers).values({
      clinicId: values.clinicId,
      userId: values.userId,
      role: values.role,
      createdAt: values.now,
    });
  },

  async countMembers(tx: Tx, clinicId: string): Promise<number> {
    const rows = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(clinicMembers)
      .where(eq(clinicMembers.clinicId, clinicId));
    return rows[0]?.n ?? 0;
  },

  async name(tx: Tx, clinicId: string): Promise<string | undefined> {
    const rows = await tx
      .select({ name: clinics.name })
      .from(clinics)
      .where(eq(clinics.id, clinicId))
      .limit(1);
    return rows[0]?.name;
  },

  /** The clinic's own stop words, or null for the defaults. */
  async stopWords(tx: Tx, clinicId: string): Promise<string[] | null> {
    const rows = await tx
      .select({ words: clinics.stopWords })
      .from(clinics)
      .where(eq(clinics.id, clinicId))
      .limit(1);
    return rows[0]?.words ?? null;
  },

  async setStopWords(tx: Tx, clinicId: string, words: string[] | null): Promise<void> {
    await tx.update(clinics).set({ stopWords: words }).where(eq(clinics.id, clinicId));
  },

  /** Since when routines may start a conversation's run (null: no routine was ever saved). */
  async routinesSince(tx: Tx, clinicId: string): Promise<Date | null> {
    const rows = await tx
      .select({ since: clinics.routinesSince })
      .from(clinics)
      .where(eq(clinics.id, clinicId))
      .limit(1);
    return rows[0]?.since ?? null;
  },

  async setRoutinesSince(tx: Tx, clinicId: string, since: Date): Promise<void> {
    await tx.update(clinics).set({ routinesSince: since }).where(eq(clinics.id, clinicId));
  },

  /** The clinic's opening hours, or null when it never set them. */
  async openingHours(tx: Tx, clinicId: string): Promise<OpeningHours | null> {
    const rows = await tx
      .select({ hours: clinics.openingHours })
      .from(clinics)
      .where(eq(clinics.id, clinicId))
      .limit(1);
    return rows[0]?.hours ?? null;
  },

  /** New hours move every card's next automatic message: boards reload their whole list. */
  async setOpeningHours(tx: Tx, clinicId: string, hours: OpeningHours): Promise<void> {
    await tx
      .update(clinics)
      .set({ openingHours: hours, boardEpoch: sql`${clinics.boardEpoch} + 1` })
      .where(eq(clinics.id, clinicId));
  },

  async reminderSettings(tx: Tx, clinicId: string): Promise<ReminderSettings | null> {
    const rows = await tx
      .select({ settings: clinics.reminderSettings })
      .from(clinics)
      .where(eq(clinics.id, clinicId))
      .limit(1);
    return rows[0]?.settings ?? null;
  },

  async setReminderSettings(tx: Tx, clinicId: string, settings: ReminderSettings): Promise<void> {
    await tx.update(clinics).set({ reminderSettings: settings }).where(eq(clinics.id, clinicId));
  },

  /**
   * Takes up to `want` of the clinic's automatic sends in the current one-minute window (a new
   * window starts when the last one is over), answering how many it got and when the window
   * ends. The row lock makes two server processes share one budget.
   */
  async reserveAutomaticSends(
    tx: Tx,
    clinicId: string,
    q: { want: number; perMinute: number; now: Date },
  ): Promise<{ granted: number; windowEnds: Date }> {
    const now = q.now.toISOString();
    const result = (await tx.execute(sql`
      with old as (
        select id, auto_window_used as used,
          (auto_window_start is null or auto_window_start <= ${now}::timestamptz - interval '1 minute') as expired
        from clinics where id = ${clinicId} for update
      ), next as (
        update clinics c set
          auto_window_start = case when old.expired then ${now}::timestamptz else c.auto_window_start end,
          auto_window_used = least(case when old.expired then 0 else old.used end + ${q.want}, ${q.perMinute})
        from old where c.id = old.id
        returning c.auto_window_used as used, c.auto_window_start as started,
          case when old.expired then 0 else old.used end as before
      )
      select greatest(used - before, 0)::int as granted, started from next`)) as unknown as {
      rows: Array<{ granted: number; started: string | Date }>;
    };
    const row = result.rows[0];
    if (!row) return { granted: 0, windowEnds: new Date(q.now.getTime() + 60_000) };
    return {
      granted: row.granted,
      windowEnds: new Date(new Date(row.started).getTime() + 60_000),
    };
  },

  async delete(tx: Tx, clinicId: string): Promise<void> {
    await tx.delete(clinics).where(eq(clinics.id, clinicId));
  },
};
