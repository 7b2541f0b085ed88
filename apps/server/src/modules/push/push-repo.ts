import { and, eq, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { chats, clinicMembers, pushQuietHours, pushSubscriptions, users } from '../../db/schema.ts';

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

export const pushRepo = {
  /** Creates or refreshes a device's subscription; a device that changed hands changes owner. */
  async upsert(
    tx: Tx,
    owner: { clinicId: string; userId: string },
    sub: StoredSubscription,
    now: Date,
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
        },
      });
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
   * has it. Only members still in the clinic (a subscription left behind by someone who moved
   * to another clinic reaches no one here).
   */
  async targets(tx: Tx, clinicId: string, chatId: string): Promise<PushTarget[]> {
    const [chat] = await tx
      .select({ assignedTo: chats.assignedTo })
      .from(chats)
      .where(and(eq(chats.clinicId, clinicId), eq(chats.chatId, chatId)))
      .limit(1);
    if (!chat) return [];
    return tx
      .select({
        userId: pushSubscriptions.userId,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
        label: pushSubscriptions.label,
        privacy: pushSubscriptions.privacy,
        timeZone: users.timeZone,
        quietStarts: pushQuietHours.starts,
        quietEnds: pushQuietHours.ends,
      })
      .from(pushSubscriptions)
      .innerJoin(
        clinicMembers,
        and(
          eq(clinicMembers.userId, pushSubscriptions.userId),
          eq(clinicMembers.clinicId, pushSubscriptions.clinicId),
        ),
      )
      .innerJoin(users, eq(users.id, pushSubscriptions.userId))
      .leftJoin(pushQuietHours, eq(pushQuietHours.userId, pushSubscriptions.userId))
      .where(
        and(
          eq(pushSubscriptions.clinicId, clinicId),
          chat.assignedTo ? eq(pushSubscriptions.userId, chat.assignedTo) : undefined,
        ),
      );
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
