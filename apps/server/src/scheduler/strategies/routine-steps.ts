import { MSG } from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import type { Publish } from '../../events/event-bus.ts';
import { chatsRepo } from '../../modules/chats/index.ts';
import { recordOutbound } from '../../modules/messages/index.ts';
import { type ClaimedStep, pickVariant, routineRunsRepo } from '../../modules/routines/index.ts';
import type { GateRequest } from '../send-gate.ts';
import { LEASE_MS } from '../send-lease.ts';
import type { SendStrategy } from '../send-strategy.ts';

interface Deps {
  db: Db;
  publish: Publish;
}

/**
 * The re-engagement steps. A one-to-one chat whose last message came from the clinic gets
 * routine 1 `hoursDelay` hours after that message, then each next routine (by slot, gaps
 * skipped) `hoursDelay` hours after the previous one. The first moves the chat to follow-up; a
 * reply from the patient ends the run (patientReplied in chat-message-upsert.ts). Steps keep the opening
 * hours and the patient's opt-out.
 */
export function routineSteps(deps: Deps): SendStrategy<ClaimedStep> {
  const { db, publish } = deps;

  const gateRequest = (c: ClaimedStep, optOut: boolean): GateRequest => ({
    clinicId: c.clinic_id,
    chatId: c.chat_id,
    staggerKey: c.id,
    keeps: { openingHours: true, optOut },
  });
  const failingSince = (c: ClaimedStep) =>
    c.routine_failing_since ? new Date(c.routine_failing_since) : undefined;

  return {
    // One step per chat is claimed, so every step may go out beside the others.
    claimDue: (now, limit) => routineRunsRepo.claimDue(db, now, limit, null),
    claimStale: (now, staleBefore, limit) => routineRunsRepo.claimDue(db, now, limit, staleBefore),
    releaseStale: (c, staleAt) => routineRunsRepo.setClaim(db, c.id, staleAt),
    releaseDue: (c) => routineRunsRepo.setClaim(db, c.id, null),
    postpone: (c, until) => routineRunsRepo.deferTo(db, c.id, until),
    clinicOf: (c) => c.clinic_id,
    orderKey: (c) => c.id,
    isRetry: (c) => c.routine_failing_since !== null,

    // The claim alone says whether the clinic is closed; the opt-out is read at the send.
    earlyLook: (c) => gateRequest(c, false),
    // One wording for each chat and step, the same on every try (its echo is looked for).
    compose: async (c) => ({
      kind: 'send',
      message: {
        chatId: c.chat_id,
        text: pickVariant(
          [c.text_content, ...(c.text_variants ?? [])],
          `${c.chat_id}|${c.routine_epoch}|${c.sequence_number}`,
        ),
      },
    }),
    findEcho: (c, message, after, now) =>
      routineRunsRepo.findEcho(
        db,
        c,
        message.text,
        after === 'retry'
          ? new Date((failingSince(c) ?? now).getTime() - 60_000)
          : new Date(now.getTime() - LEASE_MS - 10 * 60_000),
      ),
    // A reply or a reset that landed after the claim wins: nothing is sent.
    async stillWanted(c) {
      const fresh = await routineRunsRepo.current(db, c.id);
      return !!fresh && fresh.routineEpoch === c.routine_epoch && fresh.lastMessageFromMe === true;
    },
    gateRequest: (c) => gateRequest(c, true),
    // Outside the window: the followUps template, {{1}} the patient's name, {{2}} the step's text.
    async templateFill(c, message) {
      const chat = await chatsRepo.find(db, c.clinic_id, c.chat_id);
      return { use: 'followUps', values: [chat?.name?.trim() || c.chat_id, message.text] };
    },
    retryState: (c, now) => ({ failures: c.routine_attempts + 1, since: failingSince(c) ?? now }),

    async onSent(c, message, messageId, now) {
      // Progress counts only if no reply or reset happened while the step was on its way.
      if (!(await routineRunsRepo.advance(db, c, now)))
        await routineRunsRepo.setClaim(db, c.id, null);
      await recordOutbound(db, {
        clinicId: c.clinic_id,
        chatId: c.chat_id,
        messageId,
        type: 'text',
        // What the patient read: the chat's own wording of the step, or the filled template.
        content: message.text,
        sentBy: 'automation',
        templateCategory: message.templateCategory ?? null,
        routineSeq: c.sequence_number,
        timestamp: now,
        preview: message.text,
      });
      const chat = await chatsRepo.find(db, c.clinic_id, c.chat_id);
      publish(c.clinic_id, 'chat-update', {
        chatId: c.chat_id,
        reason: 'routine-sent',
        sequenceNumber: c.sequence_number,
        column: chat?.column,
      });
    },
    onRetry: (c, _message, retry) =>
      routineRunsRepo.scheduleRetry(db, c.id, {
        failingSince: retry.since,
        failures: retry.failures,
        retryAt: retry.at,
        reason: retry.reason,
      }),
    // A final failure skips the step, so the run goes on; the reason stays visible.
    async onFailed(c, _message, reason, now) {
      const message = `${MSG.taskRules.failedPrefix}${reason}`;
      await routineRunsRepo.skipFailed(db, c, now, message);
      publish(c.clinic_id, 'chat-update', {
        chatId: c.chat_id,
        reason: 'routine-failed',
        message,
      });
    },
    onDropped: (c) => routineRunsRepo.setClaim(db, c.id, null),
    // Opted out: the claim is handed back; the run stays where it is, and claims skip the chat.
    onRefused: (c) => routineRunsRepo.setClaim(db, c.id, null),
  };
}
