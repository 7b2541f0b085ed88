import { and, asc, eq, gt, gte, isNull, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { clinicInvitations, clinics, users } from '../../db/schema.ts';

export type InvitationRow = typeof clinicInvitations.$inferSelect;

/** Neither accepted nor cancelled nor expired. */
const live = (now: Date) =>
  and(
    isNull(clinicInvitations.acceptedAt),
    isNull(clinicInvitations.cancelledAt),
    gt(clinicInvitations.expiresAt, now),
  );

export const invitationsRepo = {
  async insert(
    tx: Tx,
    values: Pick<
      InvitationRow,
      'clinicId' | 'email' | 'role' | 'tokenHash' | 'invitedBy' | 'expiresAt' | 'createdAt'
    >,
  ): Promise<InvitationRow> {
    const rows = await tx.insert(clinicInvitations).values(values).returning();
    return rows[0]!;
  },

  /** The clinic's live invitations, each with the name of who sent it ('Convidado por'). */
  async pending(
    tx: Tx,
    clinicId: string,
    now: Date,
  ): Promise<Array<InvitationRow & { invitedByName: string | null }>> {
    const rows = await tx
      .select({ invitation: clinicInvitations, invitedByName: users.name })
      .from(clinicInvitations)
      .leftJoin(users, eq(users.id, clinicInvitations.invitedBy))
      .where(and(eq(clinicInvitations.clinicId, clinicId), live(now)))
      .orderBy(asc(clinicInvitations.createdAt));
    return rows.map((r) => ({ ...r.invitation, invitedByName: r.invitedByName }));
  },

  /**
   * Cancels the live invitations `userId` sent in the clinic, when they leave it or stop being a
   * Responsável: an invitation carries its sender's authority, and must not outlive it.
   */
  async cancelSentBy(tx: Tx, clinicId: string, userId: string, now: Date): Promise<number> {
    const rows = await tx
      .update(clinicInvitations)
      .set({ cancelledAt: now })
      .where(
        and(
          eq(clinicInvitations.clinicId, clinicId),
          eq(clinicInvitations.invitedBy, userId),
          live(now),
        ),
      )
      .returning({ id: clinicInvitations.id });
    return rows.length;
  },

  /**
   * Invitations created since `since` (accepted and cancelled ones too: each sent a mail), by a
   * clinic or to an address.
   */
  async countSentSince(
    tx: Tx,
    by: { clinicId: string } | { email: string },
    since: Date,
  ): Promise<number> {
    const rows = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(clinicInvitations)
      .where(
        and(
          'clinicId' in by
            ? eq(clinicInvitations.clinicId, by.clinicId)
            : eq(clinicInvitations.email, by.email),
          gte(clinicInvitations.createdAt, since),
        ),
      );
    return rows[0]?.n ?? 0;
  },

  async pendingFor(
    tx: Tx,
    clinicId: string,
    email: string,
    now: Date,
  ): Promise<InvitationRow | undefined> {
    const rows = await tx
      .select()
      .from(clinicInvitations)
      .where(
        and(
          eq(clinicInvitations.clinicId, clinicId),
          eq(clinicInvitations.email, email),
          live(now),
        ),
      )
      .limit(1);
    return rows[0];
  },

  /** A live invitation by its link's token digest, with its clinic's name. */
  async byToken(
    tx: Tx,
    tokenHash: string,
    now: Date,
  ): Promise<(InvitationRow & { clinicName: string }) | undefined> {
    const rows = await tx
      .select({ invitation: clinicInvitations, clinicName: clinics.name })
      .from(clinicInvitations)
      .innerJoin(clinics, eq(clinics.id, clinicInvitations.clinicId))
      .where(and(eq(clinicInvitations.tokenHash, tokenHash), live(now)))
      .limit(1);
    return rows[0] && { ...rows[0].invitation, clinicName: rows[0].clinicName };
  },

  /**
   * Marks a live invitation accepted in one statement; answers false when it was not live any
   * more (two tabs accepting the same link: only one gets in).
   */
  async accept(tx: Tx, id: string, now: Date): Promise<boolean> {
    const rows = await tx
      .update(clinicInvitations)
      .set({ acceptedAt: now })
      .where(and(eq(clinicInvitations.id, id), live(now)))
      .returning({ id: clinicInvitations.id });
    return rows.length > 0;
  },

  async cancel(
    tx: Tx,
    clinicId: string,
    id: string,
    now: Date,
  ): Promise<InvitationRow | undefined> {
    const rows = await tx
      .update(clinicInvitations)
      .set({ cancelledAt: now })
      .where(and(eq(clinicInvitations.clinicId, clinicId), eq(clinicInvitations.id, id), live(now)))
      .returning();
    return rows[0];
  },

  async countLive(tx: Tx, clinicId: string, now: Date): Promise<number> {
    const rows = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(clinicInvitations)
      .where(and(eq(clinicInvitations.clinicId, clinicId), live(now)));
    return rows[0]?.n ?? 0;
  },
};
