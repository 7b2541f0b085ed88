import type { Clock } from '../lib/clock.ts';
import { retryTransient } from '../lib/db-errors.ts';
import { runGrouped } from '../lib/run-grouped.ts';
import type { InstanceAccess } from '../modules/instances/index.ts';
import type { MessagingProvider } from '../providers/messaging-provider.ts';
import { decideRetry } from './retry-policy.ts';
import { sendAutomaticText } from './send-attempt.ts';
import type { GatePass, SendGate } from './send-gate.ts';
import { LEASE_MS } from './send-lease.ts';
import type { Outgoing, SendStrategy } from './send-strategy.ts';
import { WINDOW_RECHECK_MS, type WindowTemplates } from './window-templates.ts';

/** Items claimed a pass; the scheduler asks again at once while passes come back full. */
export const BATCH = 25;
/** Different WhatsApp numbers (today one a clinic) send side by side, this many at once. */
const PARALLEL_NUMBERS = 20;
/**
 * A number's sends to different chats at once. With a gap between a number's messages (the
 * product's pace) the gate lets one a pass go, so a number sends one at a time; with the pace
 * off, a few of its chats go side by side. A chat's own messages keep their order either way.
 */
const PARALLEL_CHATS = 5;
/**
 * A number's queue that is still waiting this long into the pass hands its rest back, to be
 * claimed again: never near the end of the lease, when another process would take it as stale.
 */
const PASS_BUDGET_MS = LEASE_MS / 2;

/** While a clinic's number is down, a held message is looked at again this often. */
export const PAUSE_RECHECK_MS = 30_000;

export interface AutomaticSenderDeps {
  clock: Clock;
  gate: SendGate;
  provider: MessagingProvider;
  access: InstanceAccess;
  /**
   * The address a chat's messages go to (chats.phone: a changed number, the provider's own form
   * of a Brazilian mobile); absent, the chat's key.
   */
  addressOf?: (clinicId: string, chatId: string) => Promise<string>;
  /** The 24-hour window of providers that have one (Cloud API); absent: free text always. */
  windowTemplates?: WindowTemplates;
  /**
   * Told of each message held because the clinic's number is down (`revealed`: the provider's
   * refusal of this try is how we learned it), to record the outage and count what waits.
   */
  onHeld?: (q: {
    clinicId: string;
    itemKey: string;
    revealed: boolean;
    now: Date;
  }) => Promise<void>;
}

/**
 * Sends one kind of automatic message, once each, across however many server instances run:
 * claims what is due (and what a dead process left half-done), asks the gate whether each may go
 * now, sends, and has the strategy record the outcome; failures that may pass are tried again.
 */
export function createAutomaticSender<Item, M extends Outgoing>(
  strategy: SendStrategy<Item, M>,
  deps: AutomaticSenderDeps,
) {
  const { clock } = deps;

  /**
   * The provider took it: the record must land. Recording touches the chat the claims of other
   * instances touch too, and PostgreSQL may end it as a deadlock's loser; it is run again then.
   * Should it still fail, the claim stays and the stale pass finds the echo: never sent twice.
   */
  const recordSent = (item: Item, message: M, messageId: string) =>
    retryTransient(() => strategy.onSent(item, message, messageId, clock()));

  /**
   * One try of one claimed item; `echo` first looks for the provider's echo of an earlier try.
   * An item `ration` let go (`rationed`) that then does not go out gives its share of the
   * number's day back.
   */
  async function attempt(
    pass: GatePass,
    item: Item,
    echo: 'stale' | 'retry' | undefined,
    rationed: boolean,
  ): Promise<void> {
    const unsent = async (outcome: () => Promise<void>) => {
      await outcome();
      if (rationed) await pass.giveBack(strategy.clinicOf(item));
    };
    const now = clock();
    const composed = await strategy.compose(item, now);
    if (composed.kind === 'drop') return unsent(() => strategy.onDropped(item, now));
    const { message } = composed;
    if (echo) {
      const messageId = await strategy.findEcho(item, message, echo, now);
      // It went out on an earlier try, whose failure gave its share of the day back: this
      // share is the one it counts as.
      if (messageId) return recordSent(item, message, messageId);
    }
    if (strategy.stillWanted && !(await strategy.stillWanted(item, message)))
      return unsent(() => strategy.onDropped(item, now));
    const answer = await pass.check(strategy.gateRequest(item, message), now);
    if (answer.kind === 'refuse') return unsent(() => strategy.onRefused(item, answer.why, now));
    if (answer.kind === 'wait') return unsent(() => strategy.postpone(item, answer.until));
    const clinicId = strategy.clinicOf(item);
    const route = deps.windowTemplates
      ? await deps.windowTemplates.route(
          clinicId,
          message.chatId,
          async () => strategy.templateFill?.(item, message),
          now,
        )
      : ({ kind: 'free' } as const);
    if (route.kind === 'wait')
      // Not a failure and not sent: it waits for the patient to write (the window opens) or for
      // the Responsável to choose an approved template, and the card says so meanwhile.
      return unsent(async () => {
        await deps.windowTemplates?.showWaiting(clinicId, message.chatId, route.reason);
        await strategy.postpone(item, new Date(now.getTime() + WINDOW_RECHECK_MS));
      });
    if (echo === 'stale') {
      // A stale claim that did not go out is sent now: it spends this minute's budget like any
      // other (its own minute's reservation is long gone), or waits for the next window.
      const { wait } = await pass.ration([item], (i) => strategy.clinicOf(i), now);
      if (wait[0]) return strategy.postpone(item, wait[0].until);
    }
    const result = await sendAutomaticText(deps, {
      clinicId,
      phone: (await deps.addressOf?.(clinicId, message.chatId)) ?? message.chatId,
      text: message.text,
      now,
      template: route.kind === 'template' ? route.template : undefined,
    });
    if (result.kind === 'sent') {
      const sent =
        route.kind === 'template'
          ? { ...message, text: route.text, templateCategory: route.category }
          : message;
      // The record first (it must land); the card's waiting line is only a notice.
      await recordSent(item, sent, result.messageId);
      return deps.windowTemplates?.clearWaiting(clinicId, message.chatId);
    }
    // The day counts messages that went: a failed try gives its share back (should it have
    // gone anyway, the retry finds its echo and counts it then).
    if (rationed || echo === 'stale') await pass.giveBack(strategy.clinicOf(item));
    if (result.kind === 'paused') {
      // Disconnected: not a failure of this message. It waits, its tries not counted, and goes
      // after the reconnection through the gate and the minute's budget like any other.
      const itemKey = strategy.gateRequest(item, message).staggerKey;
      await deps.onHeld?.({ clinicId, itemKey, revealed: result.revealed, now });
      return strategy.postpone(item, new Date(now.getTime() + PAUSE_RECHECK_MS));
    }
    const state = strategy.retryState(item, now);
    const decision = decideRetry({ retryable: result.retryable, ...state, now });
    if (decision.kind === 'retry')
      return strategy.onRetry(
        item,
        message,
        { ...state, at: decision.at, reason: result.reason },
        now,
      );
    return strategy.onFailed(item, message, result.reason, clock());
  }

  return {
    /**
     * One pass: reconcile stale claims, then send what is due. Answers how many it handled.
     * On shutdown (`stopping`), what is claimed and not yet started goes back: a due item to be
     * claimed again, a stale one still stale, so that the next process reconciles it first.
     */
    async runOnce(stopping: () => boolean = () => false): Promise<number> {
      strategy.newPass?.();
      const pass = deps.gate.pass();
      const now = clock();
      // A claim updates many rows at once; a deadlock with another instance's claim undoes it whole.
      const stale = await retryTransient(() =>
        strategy.claimStale(now, new Date(now.getTime() - LEASE_MS), BATCH),
      );
      // One at a time (they are few: what a dead process left); one that fails does not hold up
      // the others nor the due sends, and is thrown once the pass is done.
      const staleFailure = await runGrouped(
        stale,
        (item) => strategy.orderKey(item),
        1,
        async (item) => {
          if (stopping())
            await strategy.releaseStale(item, new Date(now.getTime() - LEASE_MS - 1000));
          else await attempt(pass, item, 'stale', false);
        },
      ).then(
        () => undefined,
        (err: unknown) => ({ err }),
      );
      if (stopping()) {
        if (staleFailure) throw staleFailure.err;
        return stale.length;
      }

      const claimed = await retryTransient(() => strategy.claimDue(now, BATCH));
      // What waits anyway (a closed clinic) is put off before any of the minute's budget is spent.
      const open: Item[] = [];
      for (const item of claimed) {
        const early = strategy.earlyLook?.(item);
        const answer = early ? await pass.check(early, now) : undefined;
        if (answer?.kind === 'wait') await strategy.postpone(item, answer.until);
        else if (answer?.kind === 'refuse') await strategy.onRefused(item, answer.why, now);
        else open.push(item);
      }
      const { go, wait } = await pass.ration(open, (item) => strategy.clinicOf(item), now);
      for (const { item, until } of wait)
        await retryTransient(() => strategy.postpone(item, until));
      const started = performance.now();
      const send = async (item: Item) => {
        if (stopping() || performance.now() - started > PASS_BUDGET_MS) {
          await strategy.releaseDue(item);
          await pass.giveBack(strategy.clinicOf(item));
        } else await attempt(pass, item, strategy.isRetry(item) ? 'retry' : undefined, true);
      };
      // Numbers side by side; within a number, its chats as PARALLEL_CHATS says.
      const byNumber = new Map<string, Item[]>();
      for (const item of go) {
        const list = byNumber.get(strategy.clinicOf(item));
        if (list) list.push(item);
        else byNumber.set(strategy.clinicOf(item), [item]);
      }
      await runGrouped(
        [...byNumber.values()],
        (list) => strategy.clinicOf(list[0]!),
        PARALLEL_NUMBERS,
        (list) => runGrouped(list, (item) => strategy.orderKey(item), PARALLEL_CHATS, send),
      );
      if (staleFailure) throw staleFailure.err;
      return stale.length + claimed.length;
    },
  };
}
export type AutomaticSender = ReturnType<typeof createAutomaticSender>;
