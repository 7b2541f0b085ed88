import { and, desc, eq, gt, inArray, lte, notInArray, sql } from 'drizzle-orm';

import type { Db, Tx } from '../../db/client.ts';
import {
  clinicMembers,
  pushQuietHours,
  pushSubscriptions,
  sessions,
  users,
} from '../../db/schema.ts';
import { findChat } from '../conversations/index.ts';

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  label: string;
  privacy: boolean;
}

/** A device to push to, with what decides whether and what: its member's zone and quiet hours. */
export interface PushTarget extends StoredSubscription {
  userId: string;
  timeZone: string;
  quietStarts: string | null;
  quietEnds: string | null;
}

const p = sql.placeholder;

/** The columns of a device to push to, its member's zone and quiet hours. */
const targetColumns = {
  userId: pushSubscriptions.userId,
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
  label: pushSubscriptions.label,
  privacy: pushSubscriptions.privacy,
  timeZone: users.timeZone,
  quietStarts: pushQuietHours.starts,
  quietEnds: pushQuietHours.ends,
};

/**
 * `removeIdle` then `devices`, as one prepared statement: every patient's message asks it, and
 * it was two statements built anew each time (plus the chat's assignee, now read with the
 * store). The delete runs in its CTE; the select reads the rows as they were before it, but
 * keeps only devices of live sessions, which are exactly the ones it does not delete.
 */
function buildLiveTargets(db: Db) {
  const idle = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(lte(sessions.lastSeenAt, p('lastSeenAfter')));
  const gone = db.$with('gone').as(
    db
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.clinicId, p('clinicId')),
          inArray(pushSubscriptions.sessionId, idle),
        ),
      )
      .returning({ id: pushSubscriptions.id }),
  );
  return db
    .with(gone)
    .select(targetColumns)
    .from(pushSubscriptions)
    .innerJoin(
      clinicMembers,
      and(
        eq(clinicMembers.userId, pushSubscriptions.userId),
        eq(clinicMembers.clinicId, pushSubscriptions.clinicId),
      ),
    )
    .innerJoin(
      sessions,
      and(
        eq(sessions.id, pushSubscriptions.sessionId),
        eq(sessions.userId, pushSubscriptions.userId),
        gt(sessions.lastSeenAt, p('lastSeenAfter')),
      ),
    )
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .leftJoin(pushQuietHours, eq(pushQuietHours.userId, pushSubscriptions.userId))
    .where(
      and(
        eq(pushSubscriptions.clinicId, p('clinicId')),
        sql`(${p('userId')}::uuid is null or ${pushSubscriptions.userId} = ${p('userId')}::uuid)`,
      ),
    )
    .prepare('push_live_targets');
}
const liveTargetsOf = new WeakMap<Db, ReturnType<typeof buildLiveTargets>>();

export const pushRepo = {
  /**
   * Drops this clinic's devices whose session went idle (`lastSeenAfter` or before) and answers
   * the live devices of one member (`userId`), or of every member (null): `removeIdle` and
   * `devices` in one round trip, for a patient's message.
   */
  async liveTargets(
    db: Db,
    clinicId: string,
    userId: string | null,
    lastSeenAfter: Date,
  ): Promise<PushTarget[]> {
    let statement = liveTargetsOf.get(db);
    if (!statement) {
      statement = buildLiveTargets(db);
      liveTargetsOf.set(db, statement);
    }
    return statement.execute({ clinicId, userId, lastSeenAfter });
  },

  /**
   * Creates or refreshes a device's subscription for the session that sends it: a device that
   * changed hands (or signed in again) changes owner and session, and counts as new. Past `keep`
   * devices of one member, the oldest go.
   */
  async upsert(
    tx: Tx,
    owner: { clinicId: string; userId: string; sessionId: string },
    sub: StoredSubscription,
    now: Date,
    keep: number,
  ): Promise<void> {
    await tx
      .insert(pushSubscriptions)
      .values({ ...owner, ...sub, createdAt: now })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          ...owner,
          p256dh: sub.p256dh,
          auth: sub.auth,
          label: sub.label,
          privacy: sub.privacy,
          createdAt: now,
        },
      });
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, owner.userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(keep);
    await tx
      .delete(pushSubscriptions)
      .where(
        and(eq(pushSubscriptions.userId, owner.userId), notInArray(pushSubscriptions.id, newest)),
      );
  },

  /** Removes the caller's own device only: an endpoint of someone else's stays. */
  async remove(tx: Tx, userId: string, endpoint: string): Promise<void> {
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  },

  /** The push service said the subscription is gone (404/410). */
  async removeEndpoint(tx: Tx, endpoint: string): Promise<void> {
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  },

  async countFor(tx: Tx, userId: string): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
    return row?.n ?? 0;
  },

  /**
   * The devices a new message in this chat goes to: its assignee's, or every member's when no one
   * has it (`liveTargets`, idle sessions' devices dropped on the way). For a message queued
   * without its assignee; the store hands it to the rest.
   */
  async targets(
    db: Db,
    clinicId: string,
    chatId: string,
    lastSeenAfter: Date,
  ): Promise<PushTarget[]> {
    const chat = await findChat(db, clinicId, chatId);
    if (!chat) return [];
    return pushRepo.liveTargets(db, clinicId, chat.assignedTo, lastSeenAfter);
  },

  async quietHours(tx: Tx, userId: string): Promise<{ starts: string; ends: string } | null> {
    const [row] = await tx
      .select({ starts: pushQuietHours.starts, ends: pushQuietHours.ends })
      .from(pushQuietHours)
      .where(eq(pushQuietHours.userId, userId));
    return row ?? null;
  },

  async setQuietHours(
    tx: Tx,
    userId: string,
    quiet: { starts: string; ends: string } | null,
    now: Date,
  ): Promise<void> {
    if (!quiet) {
      await tx.delete(pushQuietHours).where(eq(pushQuietHours.userId, userId));
      return;
    }
    await tx
      .insert(pushQuietHours)
      .values({ userId, ...quiet, updatedAt: now })
      .onConflictDoUpdate({ target: pushQuietHours.userId, set: { ...quiet, updatedAt: now } });
  },
};
