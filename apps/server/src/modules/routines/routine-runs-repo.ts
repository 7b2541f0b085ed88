import { and, eq, gte, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { chats, messages } from '../../db/schema.ts';

/** One routine step claimed for one chat: the chat's run state and the step's text. */
export interface ClaimedStep {
  id: string;
  clinic_id: string;
  chat_id: string;
  column: string;
  routine_epoch: number;
  routine_last_seq: number;
  routine_failing_since: string | null;
  routine_attempts: number;
  sequence_number: number;
  text_content: string;
  /** The step's other wordings (`text_content` is the first). */
  text_variants: string[];
}

/**
 * The follow-up engine's reads and writes on a chat's run (`routine_*` columns of `chats`); the
 * rules (when a step is due, what a reply does) are in scheduler/strategies/routine-steps.ts.
 */
export const routineRunsRepo = {
  /**
   * Claims up to `limit` chats whose next step is due (or, with `staleBefore`, whose claim is
   * older than that: the process that held it died), one step per chat, `SKIP LOCKED` so two
   * processes never claim the same chat.
   */
  async claimDue(
    db: Db,
    now: Date,
    limit: number,
    staleBefore: Date | null,
  ): Promise<ClaimedStep[]> {
    const iso = now.toISOString();
    const claimCondition = staleBefore
      ? sql`c.routine_claimed_at < ${staleBefore.toISOString()}`
      : sql`c.routine_claimed_at is null and (c.routine_retry_at is null or c.routine_retry_at <= ${iso})`;
    const result = (await db.execute(sql`
      with due as (
        select c.id, r.sequence_number, r.text_content, r.text_variants
        -- From the clinics that have routines to the chats a step may be due for, through
        -- chats_routine_wait_idx (migration 0044): runs under way (short of the last step), and
        -- runs not begun whose wait started since the routines did. The conditions are the ones
        -- below; written as two index ranges, a pass reads those chats, not every chat of every
        -- clinic (a sequential scan of 2 M chats took 1.5 s a tick: bench/README.md, issue 37).
        from (select clinic_id, max(sequence_number) as last_seq from routines group by clinic_id) rc
        join clinics cl on cl.id = rc.clinic_id
        join lateral (
          select w.id from chats w
          where w.clinic_id = rc.clinic_id and w.routine_last_seq = 0
            and coalesce(w.routine_anchor_at, w.last_message_time) >= cl.routines_since
            and w.last_message_from_me = true and w.is_group = false and w.is_newsletter = false
            and w.routine_opted_out_at is null
          union all
          select w.id from chats w
          where w.clinic_id = rc.clinic_id and w.routine_last_seq > 0
            and w.routine_last_seq < rc.last_seq
            and w.last_message_from_me = true and w.is_group = false and w.is_newsletter = false
            and w.routine_opted_out_at is null
        ) waiting on true
        join chats c on c.id = waiting.id
        join lateral (
          select sequence_number, text_content, text_variants, hours_delay from routines r
          where r.clinic_id = c.clinic_id and r.sequence_number > c.routine_last_seq
          order by sequence_number limit 1
        ) r on true
        where c.is_group = false and c.is_newsletter = false and c."column" <> 'task'
          and c.last_message_from_me = true
          and c.routine_opted_out_at is null
          -- No surprise blasts: a run starts only from a clinic message sent since the routines
          -- began (or a reset by staff, which moves the anchor to its own moment).
          and (c.routine_last_seq > 0
            or coalesce(c.routine_anchor_at, c.last_message_time) >= cl.routines_since)
          and ${claimCondition}
          and (
            coalesce(c.routine_anchor_at, c.last_message_time) + (r.hours_delay * interval '1 hour') <= ${iso}
            -- A step being retried stays due: the echo of an attempt whose answer was lost moves
            -- the last message time, and must be found by the retry, not restart the wait.
            or c.routine_failing_since is not null
          )
        limit ${limit}
        for update of c skip locked
      )
      update chats set routine_claimed_at = ${iso}
      from due where chats.id = due.id
      returning chats.id, chats.clinic_id, chats.chat_id, chats."column", chats.routine_epoch, chats.routine_last_seq,
        chats.routine_failing_since, chats.routine_attempts, due.sequence_number, due.text_content,
        due.text_variants`)) as unknown as {
      rows: ClaimedStep[];
    };
    return result.rows;
  },

  /**
   * How many conversations would be due now if slot `sequenceNumber` waited `hoursDelay`: the
   * ones whose next step it would be, whose wait is over, and that routines may reach.
   */
  async countReach(
    db: Db,
    clinicId: string,
    q: { sequenceNumber: number; hoursDelay: number; since: Date; now: Date },
  ): Promise<number> {
    const result = (await db.execute(sql`
      select count(*)::int as n from chats c
      where c.clinic_id = ${clinicId}
        and c.is_group = false and c.is_newsletter = false and c."column" <> 'task'
        and c.last_message_from_me = true and c.routine_opted_out_at is null
        and c.routine_last_seq < ${q.sequenceNumber}
        and not exists (select 1 from routines r where r.clinic_id = c.clinic_id
          and r.sequence_number > c.routine_last_seq and r.sequence_number < ${q.sequenceNumber})
        and coalesce(c.routine_anchor_at, c.last_message_time)
          + (${q.hoursDelay} * interval '1 hour') <= ${q.now.toISOString()}
        and (c.routine_last_seq > 0
          or coalesce(c.routine_anchor_at, c.last_message_time) >= ${q.since.toISOString()})
    `)) as unknown as { rows: Array<{ n: number }> };
    return result.rows[0]?.n ?? 0;
  },

  /**
   * The step went out: the run moves past it, and the first step takes the chat to follow-up.
   * Only if no reply or reset happened while it was on its way (the epoch is unchanged); answers
   * whether it advanced.
   */
  async advance(db: Db, step: ClaimedStep, now: Date): Promise<boolean> {
    const first = step.routine_last_seq === 0;
    const advanced = await db
      .update(chats)
      .set({
        routineLastSeq: step.sequence_number,
        routineAnchorAt: now,
        routineClaimedAt: null,
        routineRetryAt: null,
        routineFailingSince: null,
        routineAttempts: 0,
        routineError: null,
        ...(first && step.column !== 'followup'
          ? { column: 'followup', rememberedColumn: step.column }
          : {}),
      })
      .where(and(eq(chats.id, step.id), eq(chats.routineEpoch, step.routine_epoch)))
      .returning({ id: chats.id });
    return advanced.length > 0;
  },

  /** Hands the claim back; `claimedAt` null frees it, an old instant marks it for reconciling. */
  async setClaim(db: Db, chatRowId: string, claimedAt: Date | null): Promise<void> {
    await db.update(chats).set({ routineClaimedAt: claimedAt }).where(eq(chats.id, chatRowId));
  },

  /** The chat as it is now, to see whether a reply or reset came after the claim. */
  async current(db: Db, chatRowId: string) {
    const [row] = await db.select().from(chats).where(eq(chats.id, chatRowId));
    return row;
  },

  /** The clinic is closed: the step is handed back and not claimed again before `at`. */
  async deferTo(db: Db, chatRowId: string, at: Date): Promise<void> {
    await db
      .update(chats)
      .set({ routineClaimedAt: null, routineRetryAt: at })
      .where(eq(chats.id, chatRowId));
  },

  /** A failure that may pass: the same step is tried again at `retryAt`. */
  async scheduleRetry(
    db: Db,
    chatRowId: string,
    q: { failingSince: Date; failures: number; retryAt: Date; reason: string },
  ): Promise<void> {
    await db
      .update(chats)
      .set({
        routineClaimedAt: null,
        routineFailingSince: q.failingSince,
        routineAttempts: q.failures,
        routineRetryAt: q.retryAt,
        routineError: q.reason,
      })
      .where(eq(chats.id, chatRowId));
  },

  /** A final failure skips the step, so the run goes on; the reason stays on the chat. */
  async skipFailed(db: Db, step: ClaimedStep, now: Date, reason: string): Promise<void> {
    await db
      .update(chats)
      .set({
        routineClaimedAt: null,
        routineLastSeq: step.sequence_number,
        routineAnchorAt: now,
        routineFailingSince: null,
        routineAttempts: 0,
        routineRetryAt: null,
        routineError: reason,
      })
      .where(eq(chats.id, step.id));
  },

  /**
   * The provider's echo of the step's text since `since`, still as the provider reported it
   * (not already recorded as one of our sends): the proof that an interrupted attempt went out.
   */
  async findEcho(
    db: Db,
    step: ClaimedStep,
    text: string,
    since: Date,
  ): Promise<string | undefined> {
    const [echo] = await db
      .select({ messageId: messages.messageId })
      .from(messages)
      .where(
        and(
          eq(messages.clinicId, step.clinic_id),
          eq(messages.chatId, step.chat_id),
          eq(messages.fromMe, true),
          eq(messages.content, text),
          gte(messages.timestamp, since),
          eq(messages.sentBy, 'phone'),
        ),
      )
      .limit(1);
    return echo?.messageId;
  },
};
