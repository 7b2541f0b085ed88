import type { Clock } from '../lib/clock.ts';
import { retryTransient } from '../lib/db-errors.ts';
import { runGrouped } from '../lib/run-grouped.ts';
import type { InstanceAccess, InstanceRow } from '../modules/instances/index.ts';
import { capabilitiesOf } from '../providers/index.ts';
import type { MessagingProvider } from '../providers/messaging-provider.ts';
import { decideRetry } from './retry-policy.ts';
import { sendAutomaticText } from './send-attempt.ts';
import type { GatePass, SendGate } from './send-gate.ts';
import { LEASE_MS } from './send-lease.ts';
import type { Outgoing, SendStrategy } from './send-strategy.ts';
import { WINDOW_RECHECK_MS, type WindowTemplates } from './window-templates.ts';

/**
 * Items claimed a pass; the scheduler asks again at once while passes come back full. Enough for
 * the numbers side by side to stay busy: a pass waits for its slowest number before the next
 * claims, so a small batch over many numbers spends its time between passes.
 */
export const BATCH = 100;
/**
 * Different clinics (and so their WhatsApp numbers) send side by side, this many at once:
 * bounded, so a burst over hundreds of numbers neither opens hundreds of requests to the provider
 * nor queues hundreds of statements on the database's pool.
 */
const PARALLEL_NUMBERS = 20;
/**
 * A clinic's sends to different chats at once. With a gap between a number's messages (the
 * product's pace) the gate lets one a pass go per number, so each number sends one at a time and
 * a clinic's numbers side by side (issue 48); with the pace off, a few of its chats go side by
 * side. A chat's own messages keep their order either way.
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
   * of a Brazilian mobile) and the clinic's number they go from (the chat's own, issue 48);
   * absent, the chat's key from the clinic's main number.
   */
  recipientOf?: (
    clinicId: string,
    chatId: string,
  ) => Promise<{ phone: string; instanceId: string | null }>;
  /** The 24-hour window of providers that have one (Cloud API); absent: free text always. */
  windowTemplates?: WindowTemplates;
  /**
   * Told of each message held because its number is down (`revealed`: the provider's
   * refusal of this try is how we learned it), to record the outage and count what waits.
   */
  onHeld?: (q: {
    clinicId: string;
    /** The number the send was to go from (issue 48); null: the clinic's main number. */
    instanceId: string | null;
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
  /** The chat an item goes to, as the gate counts it on that chat's number. */
  const chatOf = (item: Item) => ({
    clinicId: strategy.clinicOf(item),
    chatId: strategy.chatOf(item),
  });

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
    reads: PassReads,
    item: Item,
    echo: 'stale' | 'retry' | undefined,
    rationed: boolean,
  ): Promise<void> {
    const unsent = async (outcome: () => Promise<void>) => {
      await outcome();
      if (rationed) await pass.giveBack(chatOf(item));
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
    // The chat's address and number, read once for the window's check and the send.
    const recipient = await deps.recipientOf?.(clinicId, message.chatId);
    const route = deps.windowTemplates
      ? await deps.windowTemplates.route(
          clinicId,
          message.chatId,
          async () => strategy.templateFill?.(item, message),
          now,
          recipient ? { instanceId: recipient.instanceId, access: reads.access } : undefined,
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
      const { wait } = await pass.ration([item], chatOf, now);
      if (wait[0]) return strategy.postpone(item, wait[0].until);
    }
    const result = await sendAutomaticText(
      { provider: deps.provider, access: reads.access },
      {
        clinicId,
        ...(recipient ?? { phone: message.chatId, instanceId: null }),
        text: message.text,
        now,
        template: route.kind === 'template' ? route.template : undefined,
      },
    );
    if (result.kind === 'sent') {
      const sent =
        route.kind === 'template'
          ? { ...message, text: route.text, templateCategory: route.category }
          : message;
      // The record first (it must land); the card's waiting line is only a notice.
      await recordSent(item, sent, result.messageId);
      // Only a number with the 24-hour window leaves a waiting line (Cloud API): for the others
      // there is nothing to clear, and no statement is spent a send on it.
      if (!deps.windowTemplates) return;
      const instance = await reads.access.findByClinic(clinicId);
      if (instance && capabilitiesOf(instance.provider).conversationWindow)
        await deps.windowTemplates.clearWaiting(clinicId, message.chatId);
      return;
    }
    // The day counts messages that went: a failed try gives its share back (should it have
    // gone anyway, the retry finds its echo and counts it then).
    if (rationed || echo === 'stale') await pass.giveBack(chatOf(item));
    if (result.kind === 'paused') {
      // Disconnected: not a failure of this message. It waits, its tries not counted, and goes
      // after the reconnection through the gate and the minute's budget like any other.
      const itemKey = strategy.gateRequest(item, message).staggerKey;
      await deps.onHeld?.({
        clinicId,
        instanceId: recipient?.instanceId ?? null,
        itemKey,
        revealed: result.revealed,
        now,
      });
      // The number's row read at the pass's start says connected: its next sends read it again,
      // and wait without a try, as they did when each send read it.
      if (result.revealed) reads.forget(clinicId);
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
      const reads = passReads(deps.access);
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
          else await attempt(pass, reads, item, 'stale', false);
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
      const { go, wait } = await pass.ration(open, chatOf, now);
      for (const { item, until } of wait)
        await retryTransient(() => strategy.postpone(item, until));
      const started = performance.now();
      const send = async (item: Item) => {
        if (stopping() || performance.now() - started > PASS_BUDGET_MS) {
          await strategy.releaseDue(item);
          await pass.giveBack(chatOf(item));
        } else await attempt(pass, reads, item, strategy.isRetry(item) ? 'retry' : undefined, true);
      };
      // Clinics side by side; within a clinic, its chats (on any of its numbers) as
      // PARALLEL_CHATS says.
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

type PassReads = ReturnType<typeof passReads>;

/**
 * What a pass reads once per number instead of once per send: the clinic's instance row (its
 * status, connection and provider) and its unsealed credentials. A change during the pass (at
 * most half a lease) is seen by the next one; a number that drops meanwhile is found by the
 * provider's refusal, as before.
 */
function passReads(access: Pick<InstanceAccess, 'findByClinic' | 'forChat' | 'credentials'>) {
  const rows = new Map<string, Promise<InstanceRow | undefined>>();
  const creds = new Map<string, ReturnType<InstanceAccess['credentials']>>();
  /** Read once a pass under `key`; a failed read is not kept: the next send asks again. */
  const once = (key: string, read: () => Promise<InstanceRow | undefined>) => {
    let row = rows.get(key);
    if (!row) {
      row = read();
      rows.set(key, row);
      row.catch(() => rows.delete(key));
    }
    return row;
  };
  return {
    /** The clinic's numbers are read again by its next sends (one of them was found down). */
    forget(clinicId: string) {
      for (const key of rows.keys()) if (key.startsWith(`${clinicId}:`)) rows.delete(key);
    },
    access: {
      findByClinic: (clinicId: string) => once(`${clinicId}:`, () => access.findByClinic(clinicId)),
      /** The number a chat's messages go from (its own, or the main one), as InstanceAccess's. */
      forChat: (clinicId: string, chat: { instanceId: string | null }) =>
        once(`${clinicId}:${chat.instanceId ?? ''}`, () => access.forChat(clinicId, chat)),
      credentials(row: InstanceRow) {
        let found = creds.get(row.id);
        if (!found) creds.set(row.id, (found = access.credentials(row)));
        return found;
      },
    },
  };
}
