import { TASK_MSG } from '@conecta/contract';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../db/client.ts';
import { chats, messages } from '../db/schema.ts';
import type { Publish } from '../events/event-bus.ts';
import type { Clock } from '../lib/clock.ts';
import { runGrouped } from '../lib/run-grouped.ts';
import { chatsRepo } from '../modules/chats/chats-repo.ts';
import { instanceBlockReason, type InstanceAccess } from '../modules/instances/instance-access.ts';
import { recordOutbound } from '../modules/messages/record-outbound.ts';
import { ProviderError, type MessagingProvider } from '../providers/messaging-provider.ts';
import { describeError } from '../lib/describe-error.ts';

const BATCH = 25;
const PARALLEL_SENDS = 5;
const STALE_MS = 2 * 60_000;
const RETRY_WINDOW_MS = 30 * 60_000;

interface Claimed {
  id: string;
  user_id: string;
  chat_id: string;
  column: string;
  routine_epoch: number;
  routine_last_seq: number;
  routine_failing_since: string | null;
  sequence_number: number;
  text_content: string;
}

interface Deps {
  db: Db;
  clock: Clock;
  provider: MessagingProvider;
  access: InstanceAccess;
  publish: Publish;
  log: FastifyBaseLogger;
}

/**
 * The re-engagement engine. A one-to-one chat whose last message came from the clinic gets
 * routine 1 `hoursDelay` hours after that message, then each next routine (by slot, gaps
 * skipped) `hoursDelay` hours after the previous one. The first moves the chat to follow-up; a
 * reply from the patient ends the run (see chats-repo.applyMessage).
 */
export function createRoutineRunner(deps: Deps) {
  const { db, clock, provider, access, publish } = deps;

  async function claim(now: Date, stale: boolean): Promise<Claimed[]> {
    const iso = now.toISOString();
    const claimCondition = stale
      ? sql`c.routine_claimed_at < ${new Date(now.getTime() - STALE_MS).toISOString()}`
      : sql`c.routine_claimed_at is null and (c.routine_retry_at is null or c.routine_retry_at <= ${iso})`;
    const result = (await db.execute(sql`
      with due as (
        select c.id, r.sequence_number, r.text_content
        from chats c
        join lateral (
          select sequence_number, text_content, hours_delay from routines r
          where r.user_id = c.user_id and r.sequence_number > c.routine_last_seq
          order by sequence_number limit 1
        ) r on true
        where c.is_group = false and c.is_newsletter = false and c."column" <> 'task'
          and c.last_message_from_me = true
          and ${claimCondition}
          and (
            coalesce(c.routine_anchor_at, c.last_message_time) + (r.hours_delay * interval '1 hour') <= ${iso}
            -- A step being retried stays due: the echo of an attempt whose answer was lost moves
            -- the last message time, and must be found by the retry, not restart the wait.
            or c.routine_failing_since is not null
          )
        limit ${BATCH}
        for update of c skip locked
      )
      update chats set routine_claimed_at = ${iso}
      from due where chats.id = due.id
      returning chats.id, chats.user_id, chats.chat_id, chats."column", chats.routine_epoch, chats.routine_last_seq,
        chats.routine_failing_since, due.sequence_number, due.text_content`)) as unknown as {
      rows: Claimed[];
    };
    return result.rows;
  }

  async function record(c: Claimed, messageId: string) {
    const now = clock();
    const first = c.routine_last_seq === 0;
    // Progress counts only if no reply or reset happened while the step was on its way.
    const advanced = await db
      .update(chats)
      .set({
        routineLastSeq: c.sequence_number,
        routineAnchorAt: now,
        routineClaimedAt: null,
        routineRetryAt: null,
        routineFailingSince: null,
        routineError: null,
        ...(first && c.column !== 'followup'
          ? { column: 'followup', rememberedColumn: c.column }
          : {}),
      })
      .where(and(eq(chats.id, c.id), eq(chats.routineEpoch, c.routine_epoch)))
      .returning({ id: chats.id });
    if (advanced.length === 0)
      await db.update(chats).set({ routineClaimedAt: null }).where(eq(chats.id, c.id));
    await recordOutbound(db, {
      userId: c.user_id,
      chatId: c.chat_id,
      messageId,
      type: 'text',
      content: c.text_content,
      sentBy: 'automation',
      timestamp: now,
      preview: c.text_content,
    });
    const chat = await chatsRepo.find(db, c.user_id, c.chat_id);
    publish(c.user_id, 'chat-update', {
      chatId: c.chat_id,
      reason: 'routine-sent',
      sequenceNumber: c.sequence_number,
      column: chat?.column,
    });
  }

  async function send(c: Claimed) {
    const now = clock();
    // A reply that landed after the claim wins: nothing is sent.
    const [fresh] = await db.select().from(chats).where(eq(chats.id, c.id));
    if (!fresh || fresh.routineEpoch !== c.routine_epoch || !fresh.lastMessageFromMe) {
      if (fresh) await db.update(chats).set({ routineClaimedAt: null }).where(eq(chats.id, c.id));
      return;
    }
    const instance = await access.findByUser(c.user_id);
    const blocked = instanceBlockReason(instance, now);
    try {
      if (!instance || blocked) throw new ProviderError(blocked ?? '', null, false);
      const { messageId } = await provider.sendText(access.credentials(instance), {
        phone: c.chat_id,
        message: c.text_content,
      });
      await record(c, messageId);
    } catch (err) {
      const reason = describeError(err);
      const since = c.routine_failing_since ? new Date(c.routine_failing_since) : now;
      const retryable =
        err instanceof ProviderError &&
        err.retryable &&
        now.getTime() - since.getTime() < RETRY_WINDOW_MS;
      if (retryable) {
        const wait = Math.min(
          5_000 * 2 ** Math.floor((now.getTime() - since.getTime()) / 60_000),
          5 * 60_000,
        );
        await db
          .update(chats)
          .set({
            routineClaimedAt: null,
            routineFailingSince: since,
            routineRetryAt: new Date(now.getTime() + wait),
            routineError: reason,
          })
          .where(eq(chats.id, c.id));
        return;
      }
      // A final failure skips the step, so the run goes on; the reason stays visible.
      await db
        .update(chats)
        .set({
          routineClaimedAt: null,
          routineLastSeq: c.sequence_number,
          routineAnchorAt: now,
          routineFailingSince: null,
          routineRetryAt: null,
          routineError: `${TASK_MSG.failedPrefix}${reason}`,
        })
        .where(eq(chats.id, c.id));
      publish(c.user_id, 'chat-update', {
        chatId: c.chat_id,
        reason: 'routine-failed',
        message: `${TASK_MSG.failedPrefix}${reason}`,
      });
    }
  }

  /** A step whose sender died mid-way: recorded from the provider's echo if it went out. */
  async function reconcile(c: Claimed, since?: Date) {
    const [echo] = await db
      .select({ messageId: messages.messageId })
      .from(messages)
      .where(
        and(
          eq(messages.userId, c.user_id),
          eq(messages.chatId, c.chat_id),
          eq(messages.fromMe, true),
          eq(messages.content, c.text_content),
          gte(messages.timestamp, since ?? new Date(clock().getTime() - STALE_MS - 10 * 60_000)),
          // An echo still as the provider reported it: not already recorded as one of our sends.
          eq(messages.sentBy, 'phone'),
        ),
      )
      .limit(1);
    if (echo) return record(c, echo.messageId);
    return send(c);
  }

  /**
   * A claimed step handed back unsent (shutdown). A due one is free again; a stale one keeps an
   * old claim time, so the next process reconciles it with the provider's echo before resending.
   */
  async function release(c: Claimed, stale: boolean, now: Date) {
    await db
      .update(chats)
      .set({ routineClaimedAt: stale ? new Date(now.getTime() - STALE_MS - 1000) : null })
      .where(eq(chats.id, c.id));
  }

  return {
    /** One pass; once `stopping()` is true, claimed steps not yet started are released. */
    async runOnce(stopping: () => boolean = () => false): Promise<number> {
      const now = clock();
      const stale = await claim(now, true);
      for (const c of stale) {
        if (stopping()) await release(c, true, now);
        else await reconcile(c);
      }
      if (stopping()) return stale.length;
      const due = await claim(now, false);
      // One step per chat is claimed, so every step may go out beside the others.
      await runGrouped(
        due,
        (c) => c.id,
        PARALLEL_SENDS,
        async (c) => {
          if (stopping()) await release(c, false, now);
          // A retry after a failure the provider may have accepted anyway (the connection dropped
          // after the request went out): its echo, if it came, means the step went out already.
          else if (c.routine_failing_since)
            await reconcile(c, new Date(new Date(c.routine_failing_since).getTime() - 60_000));
          else await send(c);
        },
      );
      return stale.length + due.length;
    },
  };
}
export type RoutineRunner = ReturnType<typeof createRoutineRunner>;
