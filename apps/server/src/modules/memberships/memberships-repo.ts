import {
  brazilianHolidays,
  type ClinicRoleValue,
  defaultOpeningHours,
  type Role,
  utcToLocal,
} from '@conecta/contract';
import { and, asc, eq, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { clinicMembers, clinics, users } from '../../db/schema.ts';

export interface Membership {
  userId: string;
  name: string;
  email: string;
  platformRole: Role;
  clinicId: string;
  clinicRole: ClinicRoleValue;
}

export interface MemberRow {
  userId: string;
  name: string;
  email: string;
  role: ClinicRoleValue;
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

function nationalClosedDates(now: Date, timeZone: string): string[] {
  const year = Number(utcToLocal(now, timeZone).slice(0, 4));
  return brazilianHolidays([year, year + 1]).map((h) => h.date);
}

/**
 * A clinic and the people in it: the low floor every other module stands on (a session reads its
 * membership on every request). The clinic's settings live in clinic-settings.
 */
export const membershipsRepo = {
  /**
   * A clinic of one with this user as its Responsável. A login's first clinic takes the login's
   * own id, as migration 0013 did for every account; a later one (after a removal) a new id.
   */
  async createFor(
    tx: Tx,
    user: { id: string; name: string; timeZone: string },
    now: Date,
  ): Promise<string> {
    const taken = await tx.select({ id: clinics.id }).from(clinics).where(eq(clinics.id, user.id));
    const rows = await tx
      .insert(clinics)
      .values({
        ...(taken.length === 0 ? { id: user.id } : {}),
        name: user.name,
        // A new clinic's automatic messages wait for its opening hours, so a routine
        // saved at 23:07 does not write to patients at night. The clinic can switch them off.
        // Item 9: closed on the national holidays from the start (fixed ones every year, Good
        // Friday this year and the next), which the 'Clínica' dialog lists and can remove.
        openingHours: {
          ...defaultOpeningHours(user.timeZone),
          enabled: true,
          closedDates: nationalClosedDates(now, user.timeZone),
        },
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

  async setRole(tx: Tx, clinicId: string, userId: string, role: ClinicRoleValue): Promise<boolean> {
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
    values: { clinicId: string; userId: string; role: ClinicRoleValue; now: Date },
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

  async setName(tx: Tx, clinicId: string, name: string): Promise<void> {
    await tx.update(clinics).set({ name }).where(eq(clinics.id, clinicId));
  },

  async name(tx: Tx, clinicId: string): Promise<string | undefined> {
    const rows = await tx
      .select({ name: clinics.name })
      .from(clinics)
      .where(eq(clinics.id, clinicId))
      .limit(1);
    return rows[0]?.name;
  },

  async delete(tx: Tx, clinicId: string): Promise<void> {
    await tx.delete(clinics).where(eq(clinics.id, clinicId));
  },
};
