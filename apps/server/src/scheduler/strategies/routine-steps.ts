import { MSG } from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import type { Publish } from '../../events/event-bus.ts';
import { findChat } from '../../modules/conversations/index.ts';
import { recordOutbound } from '../../modules/conversations/index.ts';
import { type ClaimedStep, pickVariant, routineRunsRepo } from '../../modules/routines/index.ts';
import type { GateRequest } from '../send-gate.ts';
import { LEASE_MS } from '../send-lease.ts';
import type { Outgoing, SendStrategy } from '../send-strategy.ts';
import { attemptRowSteps } from './attempt-row-steps.ts';

interface Deps {
  db: Db;
  publish: Publish;
}

/**
 * The re-engagement steps. A one-to-one chat whose last message came from the clinic gets
 * routine 1 `hoursDelay` hours after that message, then each next routine (by slot, gaps
 * skipped) `hoursDelay` hours after the previous one. The first moves the chat to follow-up; a
 * reply from the patient ends the run (`runEndedByReply`, applied by webhooks/inbound-repo.ts).
 * Steps keep the opening hours and the patient's opt-out. A chat's run is a row of
 * `routine_runs`, claimed, retried and handed back through the steps every attempt table shares.
 */
export function routineSteps(deps: Deps): SendStrategy<ClaimedStep> {
  const { db, publish } = deps;

  const gateRequest = (c: ClaimedStep, optOut: boolean): GateRequest => ({
    clinicId: c.clinicId,
    chatId: c.chatId,
    // The chat row, as the board's `automaticSendAt` staggers the same step.
    staggerKey: c.chatRowId,
    keeps: { openingHours: true, optOut },
  });

  const steps = attemptRowSteps<ClaimedStep, Outgoing>(db, routineRunsRepo.attempts);
  return {
    ...steps,
    clinicOf: (c) => c.clinicId,
    chatOf: (c) => c.chatId,
    // One step per chat is claimed, so every step may go out beside the others.
    orderKey: (c) => c.chatRowId,

    // The claim alone says whether the clinic is closed; the opt-out is read at the send.
    earlyLook: (c) => gateRequest(c, false),
    // One wording for each chat and step, the same on every try (its echo is looked for). A step
    // the clinic removed since the claim is not sent.
    compose: async (c) =>
      c.sequenceNumber === null || c.textContent === null
        ? { kind: 'drop' }
        : {
            kind: 'send',
            message: {
              chatId: c.chatId,
              text: pickVariant(
                [c.textContent, ...c.textVariants],
                `${c.chatId}|${c.epoch}|${c.sequenceNumber}`,
              ),
            },
          },
    findEcho: (c, message, after, now) =>
      routineRunsRepo.findEcho(
        db,
        c,
        message.text,
        after === 'retry'
          ? new Date((c.failingSince ?? now).getTime() - 60_000)
          : new Date(now.getTime() - LEASE_MS - 10 * 60_000),
      ),
    // A reply, a reset or a move to 'Tarefa' that landed after the claim wins: nothing is sent.
    async stillWanted(c) {
      const fresh = await routineRunsRepo.current(db, c.id);
      return (
        !!fresh &&
        fresh.epoch === c.epoch &&
        fresh.lastMessageFromMe === true &&
        fresh.column !== 'task'
      );
    },
    gateRequest: (c) => gateRequest(c, true),
    // Outside the window: the followUps template, {{1}} the patient's name, {{2}} the step's text.
    async templateFill(c, message) {
      const chat = await findChat(db, c.clinicId, c.chatId);
      return { use: 'followUps', values: [chat?.name?.trim() || c.chatId, message.text] };
    },
    retryState: (c, now) => ({ failures: c.attempts, since: c.failingSince ?? now }),

    async onSent(c, message, messageId, now) {
      // Progress counts only if no reply or reset happened while the step was on its way.
      if (!(await routineRunsRepo.advance(db, c, c.sequenceNumber ?? c.lastSeq, now)))
        await steps.releaseDue(c);
      await recordOutbound(db, {
        clinicId: c.clinicId,
        chatId: c.chatId,
        messageId,
        type: 'text',
        // What the patient read: the chat's own wording of the step, or the filled template.
        content: message.text,
        sentBy: 'automation',
        templateCategory: message.templateCategory ?? null,
        routineSeq: c.sequenceNumber ?? c.lastSeq,
        timestamp: now,
        preview: message.text,
      });
      const chat = await findChat(db, c.clinicId, c.chatId);
      publish(c.clinicId, 'chat-update', {
        chatId: c.chatId,
        reason: 'routine-sent',
        sequenceNumber: c.sequenceNumber ?? c.lastSeq,
        column: chat?.column,
      });
    },
    // A final failure skips the step, so the run goes on; the reason stays visible.
    async onFailed(c, _message, reason, now) {
      const message = `${MSG.taskRules.failedPrefix}${reason}`;
      await routineRunsRepo.skipFailed(db, c, c.sequenceNumber ?? c.lastSeq, now, message);
      publish(c.clinicId, 'chat-update', {
        chatId: c.chatId,
        reason: 'routine-failed',
        message,
      });
    },
    // Nothing to send (the step is gone, or a reply came): the claim is handed back uncounted.
    onDropped: (c) => steps.releaseDue(c),
    // Opted out: the claim is handed back; the run stays where it is, and claims skip the chat.
    onRefused: (c) => steps.releaseDue(c),
  };
}
