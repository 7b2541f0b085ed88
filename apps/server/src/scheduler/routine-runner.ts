import { MSG, type OpeningHours } from '@conecta/contract';
import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../db/client.ts';
import type { Publish } from '../events/event-bus.ts';
import type { Clock } from '../lib/clock.ts';
import { runGrouped } from '../lib/run-grouped.ts';
import { chatsRepo } from '../modules/chats/chats-repo.ts';
import { clinicsRepo } from '../modules/clinics/clinics-repo.ts';
import { automaticSendAt } from '../modules/routines/automatic-send-at.ts';
import { instanceBlockReason, type InstanceAccess } from '../modules/instances/instance-access.ts';
import { recordOutbound } from '../modules/messages/record-outbound.ts';
import { type ClaimedStep, routineRunsRepo } from '../modules/routines/routine-runs-repo.ts';
import { ProviderError, type MessagingProvider } from '../providers/messaging-provider.ts';
import { describeError } from '../lib/describe-error.ts';
import { splitByBudget } from './send-budget.ts';

const BATCH = 25;
const PARALLEL_SENDS = 5;
const STALE_MS = 2 * 60_000;
const RETRY_WINDOW_MS = 30 * 60_000;

type Claimed = ClaimedStep;
type HoursOf = (clinicId: string) => Promise<OpeningHours | null>;

interface Deps {
  db: Db;
  clock: Clock;
  provider: MessagingProvider;
  access: InstanceAccess;
  publish: Publish;
  log: FastifyBaseLogger;
  /** A clinic's automatic sends a minute (routines and tasks share it). */
  sendsPerMinute: number;
}

/**
 * The re-engagement engine. A one-to-one chat whose last message came from the clinic gets
 * routine 1 `hoursDelay` hours after that message, then each next routine (by slot, gaps
 * skipped) `hoursDelay` hours after the previous one. The first moves the chat to follow-up; a
 * reply from the patient ends the run (see chats-repo.applyMessage).
 */
export function createRoutineRunner(deps: Deps) {
  const { db, clock, provider, access, publish } = deps;

  const claim = (now: Date, stale: boolean) =>
    routineRunsRepo.claimDue(db, now, BATCH, stale ? new Date(now.getTime() - STALE_MS) : null);

  async function record(c: Claimed, messageId: string) {
    const now = clock();
    // Progress counts only if no reply or reset happened while the step was on its way.
    if (!(await routineRunsRepo.advance(db, c, now)))
      await routineRunsRepo.setClaim(db, c.id, null);
    await recordOutbound(db, {
      clinicId: c.clinic_id,
      chatId: c.chat_id,
      messageId,
      type: 'text',
      content: c.text_content,
      sentBy: 'automation',
      timestamp: now,
      preview: c.text_content,
    });
    const chat = await chatsRepo.find(db, c.clinic_id, c.chat_id);
    publish(c.clinic_id, 'chat-update', {
      chatId: c.chat_id,
      reason: 'routine-sent',
      sequenceNumber: c.sequence_number,
      column: chat?.column,
    });
  }

  async function send(c: Claimed, hoursOf: HoursOf) {
    const now = clock();
    // A reply that landed after the claim wins: nothing is sent.
    const fresh = await routineRunsRepo.current(db, c.id);
    // So does a stop word, even one that came in while the step was claimed.
    if (
      !fresh ||
      fresh.routineEpoch !== c.routine_epoch ||
      !fresh.lastMessageFromMe ||
      fresh.routineOptedOutAt
    ) {
      if (fresh) await routineRunsRepo.setClaim(db, c.id, null);
      return;
    }
    // Closed: the step waits for the next opening (its place in the stagger), unclaimed.
    const sendAt = automaticSendAt(await hoursOf(c.clinic_id), now, c.id);
    if (sendAt > now) {
      await routineRunsRepo.deferTo(db, c.id, sendAt);
      return;
    }
    const instance = await access.findByClinic(c.clinic_id);
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
        await routineRunsRepo.scheduleRetry(
          db,
          c.id,
          since,
          new Date(now.getTime() + wait),
          reason,
        );
        return;
      }
      // A final failure skips the step, so the run goes on; the reason stays visible.
      await routineRunsRepo.skipFailed(db, c, now, `${MSG.taskRules.failedPrefix}${reason}`);
      publish(c.clinic_id, 'chat-update', {
        chatId: c.chat_id,
        reason: 'routine-failed',
        message: `${MSG.taskRules.failedPrefix}${reason}`,
      });
    }
  }

  /** A step whose sender died mid-way: recorded from the provider's echo if it went out. */
  async function reconcile(c: Claimed, hoursOf: HoursOf, since?: Date) {
    const echo = await routineRunsRepo.findEcho(
      db,
      c,
      since ?? new Date(clock().getTime() - STALE_MS - 10 * 60_000),
    );
    if (echo) return record(c, echo);
    return send(c, hoursOf);
  }

  /**
   * A claimed step handed back unsent (shutdown). A due one is free again; a stale one keeps an
   * old claim time, so the next process reconciles it with the provider's echo before resending.
   */
  async function release(c: Claimed, stale: boolean, now: Date) {
    await routineRunsRepo.setClaim(
      db,
      c.id,
      stale ? new Date(now.getTime() - STALE_MS - 1000) : null,
    );
  }

  return {
    /** One pass; once `stopping()` is true, claimed steps not yet started are released. */
    async runOnce(stopping: () => boolean = () => false): Promise<number> {
      const now = clock();
      // Each clinic's hours are read once a pass.
      const hours = new Map<string, Promise<OpeningHours | null>>();
      const hoursOf: HoursOf = (clinicId) => {
        let found = hours.get(clinicId);
        if (!found) hours.set(clinicId, (found = clinicsRepo.openingHours(db, clinicId)));
        return found;
      };
      const stale = await claim(now, true);
      for (const c of stale) {
        if (stopping()) await release(c, true, now);
        else await reconcile(c, hoursOf);
      }
      if (stopping()) return stale.length;
      const claimed = await claim(now, false);
      // Closed clinics' steps wait for the opening before any of the minute's budget is spent.
      const open: Claimed[] = [];
      for (const c of claimed) {
        const sendAt = automaticSendAt(await hoursOf(c.clinic_id), now, c.id);
        if (sendAt > now) await routineRunsRepo.deferTo(db, c.id, sendAt);
        else open.push(c);
      }
      const { go: due, wait } = await splitByBudget(db, open, (c) => c.clinic_id, {
        perMinute: deps.sendsPerMinute,
        now,
      });
      for (const { item, until } of wait) await routineRunsRepo.deferTo(db, item.id, until);
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
            await reconcile(
              c,
              hoursOf,
              new Date(new Date(c.routine_failing_since).getTime() - 60_000),
            );
          else await send(c, hoursOf);
        },
      );
      return stale.length + claimed.length;
    },
  };
}
export type RoutineRunner = ReturnType<typeof createRoutineRunner>;
