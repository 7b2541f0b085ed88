import { and, eq, gte, inArray, sql } from 'drizzle-orm';

import { attemptRepo } from '../../db/attempt-claims.ts';
import type { Db, Tx } from '../../db/client.ts';
import { chats, messages, routineRuns } from '../../db/schema.ts';

/** A run's `next_attempt_at` when no step is held back: free since always. */
export const NOT_HELD_BACK = new Date(0);

/** One routine step claimed for one chat: the chat's run and the step's text. */
export interface ClaimedStep {
  /** The run's row. */
  id: string;
  chatRowId: string;
  clinicId: string;
  chatId: string;
  column: string;
  epoch: number;
  lastSeq: number;
  /** The claims of this step so far, this one included (a hand-back does not count). */
  attempts: number;
  failingSince: Date | null;
  /** The step's slot and text; null when the clinic removed the step since the claim. */
  sequenceNumber: number | null;
  textContent: string | null;
  /** The step's other wordings (`textContent` is the first). */
  textVariants: string[];
}

interface StepRow {
  id: string;
  chat_row_id: string;
  clinic_id: string;
  chat_id: string;
  column: string;
  epoch: number;
  last_seq: number;
  attempts: number;
  failing_since: string | Date | null;
  sequence_number: number | null;
  text_content: string | null;
  text_variants: string[] | null;
}

const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

/** The claimed runs whole: the chat they belong to and the next step after the last one sent. */
async function stepsByIds(tx: Tx, ids: string[]): Promise<ClaimedStep[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<StepRow>(
    await tx.execute(sql`
      select rr.id, rr.chat_row_id, rr.clinic_id, c.chat_id, c."column", rr.epoch, rr.last_seq,
        rr.attempts, rr.failing_since, r.sequence_number, r.text_content, r.text_variants
      from routine_runs rr
      join chats c on c.id = rr.chat_row_id
      left join lateral (
        select sequence_number, text_content, text_variants from routines r
        where r.clinic_id = rr.clinic_id and r.sequence_number > rr.last_seq
        order by sequence_number limit 1
      ) r on true
      where rr.id in ${ids}`),
  );
  return rows.map((r) => ({
    id: r.id,
    chatRowId: r.chat_row_id,
    clinicId: r.clinic_id,
    chatId: r.chat_id,
    column: r.column,
    epoch: r.epoch,
    lastSeq: r.last_seq,
    attempts: r.attempts,
    failingSince: r.failing_since === null ? null : new Date(r.failing_since),
    sequenceNumber: r.sequence_number,
    textContent: r.text_content,
    textVariants: r.text_variants ?? [],
  }));
}

/**
 * Claims up to `limit` runs whose next step is due, one step per chat, `SKIP LOCKED` so two
 * processes never claim the same run: the claim of every attempt table (status 'sending', the
 * attempt's start, a try counted), over the runs a step is due for.
 */
async function claimDueSteps(tx: Tx, now: Date, limit: number): Promise<ClaimedStep[]> {
  const iso = now.toISOString();
  const claimed = rowsOf<{ id: string }>(
    await tx.execute(sql`
      with due as (
        select rr.id
        -- From the clinics that have routines to the runs a step may be due for, through three
        -- index ranges: runs under way (short of the last step), waits restarted by staff, and
        -- waits from the clinic's last message (chats_routine_wait_idx), each begun since the
        -- routines did. A pass reads those runs, not every chat of every clinic (a sequential
        -- scan of 2 M chats took 1.5 s a tick: bench/README.md, issue 37).
        from (select clinic_id, max(sequence_number) as last_seq from routines group by clinic_id) rc
        join clinics cl on cl.id = rc.clinic_id
        join lateral (
          select w.id from routine_runs w
          where w.clinic_id = rc.clinic_id and w.last_seq > 0 and w.last_seq < rc.last_seq
          union all
          select w.id from routine_runs w
          where w.clinic_id = rc.clinic_id and w.last_seq = 0 and w.anchor_at >= cl.routines_since
          union all
          select w.id from chats wc join routine_runs w on w.chat_row_id = wc.id
          where wc.clinic_id = rc.clinic_id and wc.last_message_time >= cl.routines_since
            and wc.last_message_from_me = true and wc.is_group = false and wc.is_newsletter = false
            and wc.routine_opted_out_at is null
            and w.last_seq = 0 and w.anchor_at is null
        ) waiting on true
        join routine_runs rr on rr.id = waiting.id
        join chats c on c.id = rr.chat_row_id
        join lateral (
          select hours_delay from routines r
          where r.clinic_id = rr.clinic_id and r.sequence_number > rr.last_seq
          order by sequence_number limit 1
        ) r on true
        where c.is_group = false and c.is_newsletter = false and c."column" <> 'task'
          and c.last_message_from_me = true
          and c.routine_opted_out_at is null
          -- No surprise blasts: a run starts only from a clinic message sent since the routines
          -- began (or a reset by staff, which moves the anchor to its own moment).
          and (rr.last_seq > 0
            or coalesce(rr.anchor_at, c.last_message_time) >= cl.routines_since)
          and rr.status = 'pending' and rr.next_attempt_at <= ${iso}
          and (
            coalesce(rr.anchor_at, c.last_message_time) + (r.hours_delay * interval '1 hour') <= ${iso}
            -- A step being retried stays due: the echo of an attempt whose answer was lost moves
            -- the last message time, and must be found by the retry, not restart the wait.
            or rr.failing_since is not null
          )
        limit ${limit}
        for update of rr skip locked
      )
      update routine_runs set status = 'sending', attempt_started_at = ${iso}, attempts = attempts + 1
      from due where routine_runs.id = due.id
      returning routine_runs.id`),
  );
  return stepsByIds(
    tx,
    claimed.map((r) => r.id),
  );
}

/** A run back between steps: nothing claimed, held back, failing or said. */
const betweenSteps = {
  status: 'pending',
  attemptStartedAt: null,
  nextAttemptAt: NOT_HELD_BACK,
  failingSince: null,
  attempts: 0,
  lastError: null,
} as const;

/**
 * The follow-up engine's reads and writes on a chat's run (`routine_runs`); the rules (when a
 * step is due, what a reply does) are in scheduler/strategies/routine-steps.ts.
 */
export const routineRunsRepo = {
  /** The runs' send attempts: claimed, reclaimed and handed back like every attempt table's. */
  attempts: attemptRepo(routineRuns, stepsByIds, { claimDue: claimDueSteps }),

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
      select count(*)::int as n from chats c join routine_runs rr on rr.chat_row_id = c.id
      where c.clinic_id = ${clinicId}
        and c.is_group = false and c.is_newsletter = false and c."column" <> 'task'
        and c.last_message_from_me = true and c.routine_opted_out_at is null
        and rr.last_seq < ${q.sequenceNumber}
        and not exists (select 1 from routines r where r.clinic_id = c.clinic_id
          and r.sequence_number > rr.last_seq and r.sequence_number < ${q.sequenceNumber})
        and coalesce(rr.anchor_at, c.last_message_time)
          + (${q.hoursDelay} * interval '1 hour') <= ${q.now.toISOString()}
        and (rr.last_seq > 0
          or coalesce(rr.anchor_at, c.last_message_time) >= ${q.since.toISOString()})
    `)) as unknown as { rows: Array<{ n: number }> };
    return result.rows[0]?.n ?? 0;
  },

  /**
   * The step went out: the run moves past it, and the first step takes the chat to follow-up.
   * Only if no reply or reset happened while it was on its way (the epoch is unchanged); answers
   * whether it advanced. The chat is locked first, as a patient's message locks it before its
   * run, so the two never wait on each other.
   */
  async advance(db: Db, step: ClaimedStep, sequenceNumber: number, now: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      await tx
        .select({ id: chats.id })
        .from(chats)
        .where(eq(chats.id, step.chatRowId))
        .for('update');
      const advanced = await tx
        .update(routineRuns)
        .set({ ...betweenSteps, lastSeq: sequenceNumber, anchorAt: now })
        .where(and(eq(routineRuns.id, step.id), eq(routineRuns.epoch, step.epoch)))
        .returning({ id: routineRuns.id });
      if (advanced.length === 0) return false;
      if (step.lastSeq === 0 && step.column !== 'followup')
        await tx
          .update(chats)
          .set({ column: 'followup', rememberedColumn: step.column, updatedAt: now })
          .where(eq(chats.id, step.chatRowId));
      return true;
    });
  },

  /** The chat and its run as they are now, to see whether a reply or reset came after the claim. */
  async current(db: Db, runId: string) {
    const [row] = await db
      .select({
        epoch: routineRuns.epoch,
        lastMessageFromMe: chats.lastMessageFromMe,
        column: chats.column,
      })
      .from(routineRuns)
      .innerJoin(chats, eq(chats.id, routineRuns.chatRowId))
      .where(eq(routineRuns.id, runId));
    return row;
  },

  /** A final failure skips the step, so the run goes on; the reason stays on the run. */
  async skipFailed(
    db: Db,
    step: ClaimedStep,
    sequenceNumber: number,
    now: Date,
    reason: string,
  ): Promise<void> {
    await db
      .update(routineRuns)
      .set({ ...betweenSteps, lastSeq: sequenceNumber, anchorAt: now, lastError: reason })
      .where(eq(routineRuns.id, step.id));
  },

  /**
   * 'Resetar Rotinas': the run starts over from `now`, a step on its way disowned (epoch) and its
   * claim freed. Called with the chat locked (chats-service.ts).
   */
  async restart(tx: Tx, chatRowId: string, now: Date): Promise<void> {
    await tx
      .update(routineRuns)
      .set({ ...betweenSteps, lastSeq: 0, anchorAt: now, epoch: sql`${routineRuns.epoch} + 1` })
      .where(eq(routineRuns.chatRowId, chatRowId));
  },

  /** The card's automatic-message line (why a send waits), or null to clear it. */
  async setWaiting(
    db: Db,
    clinicId: string,
    chatId: string,
    reason: string | null,
    onlyIf?: string[],
  ): Promise<boolean> {
    const changed = await db
      .update(routineRuns)
      .set({ lastError: reason })
      .where(
        and(
          eq(routineRuns.clinicId, clinicId),
          sql`${routineRuns.chatRowId} = (select id from chats where clinic_id = ${clinicId} and chat_id = ${chatId})`,
          onlyIf ? inArray(routineRuns.lastError, onlyIf) : undefined,
        ),
      )
      .returning({ id: routineRuns.id });
    return changed.length > 0;
  },

  /** A chat's run as the patient's export shows it. */
  async ofChat(tx: Tx, chatRowId: string) {
    const [row] = await tx
      .select({ lastSeq: routineRuns.lastSeq, anchorAt: routineRuns.anchorAt })
      .from(routineRuns)
      .where(eq(routineRuns.chatRowId, chatRowId));
    return row;
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
          eq(messages.clinicId, step.clinicId),
          eq(messages.chatId, step.chatId),
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

/**
 * What a patient's message does to the chat's run, as a statement beside the message's own (see
 * webhooks/inbound-repo.ts): the run restarts, a step on its way is disowned (epoch), and a step
 * held back or failing is forgotten. A step already claimed stays claimed; its send finds the
 * reply (`stillWanted`) and records nothing.
 */
export const runEndedByReply = {
  lastSeq: 0,
  anchorAt: null,
  nextAttemptAt: NOT_HELD_BACK,
  failingSince: null,
  attempts: 0,
  lastError: null,
  epoch: sql`${routineRuns.epoch} + 1`,
};
