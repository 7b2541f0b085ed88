import type { GateRefusal, GateRequest } from './send-gate.ts';
import type { TemplateFill } from './window-templates.ts';

/** What an automatic message says and to whom. */
export interface Outgoing {
  chatId: string;
  text: string;
  /**
   * Set by the sender when it went as a WhatsApp template (the window was closed): its Meta
   * category, recorded on the message for the month's count; `text` is then the filled body.
   */
  templateCategory?: string | undefined;
}

/** The message to send, or nothing: what it was for is gone (the appointment was cancelled). */
export type Composed<M extends Outgoing> = { kind: 'send'; message: M } | { kind: 'drop' };

/** Where a failing message stands: its failed tries so far and since when its retries count. */
export interface RetryState {
  failures: number;
  since: Date;
}

/**
 * One kind of automatic message (scheduled messages, routine steps, appointment reminders) as
 * the automatic sender drives it: what is due, what to send, and what to record. The sender owns
 * the loop, the lease, the retries and the gate; a strategy owns its rows.
 */
export interface SendStrategy<Item, M extends Outgoing = Outgoing> {
  /** Claims due items for this process (`SKIP LOCKED`), the claim committed before any send. */
  claimDue(now: Date, limit: number): Promise<Item[]>;
  /** Claims items whose claim is older than `staleBefore`: the process that held it died. */
  claimStale(now: Date, staleBefore: Date, limit: number): Promise<Item[]>;
  /** A stale item handed back unsent (shutdown): still stale, so the next process reconciles it. */
  releaseStale(item: Item, staleAt: Date): Promise<void>;
  /** A due item handed back unsent (shutdown): free again, the claim not counted. */
  releaseDue(item: Item): Promise<void>;
  /** Not now (closed, or over the minute's budget): free again from `until`, not counted. */
  postpone(item: Item, until: Date): Promise<void>;

  clinicOf(item: Item): string;
  /**
   * The key of the chat it goes to, known from the claim: the gate counts the send on that
   * chat's number (issue 48) before the message is composed.
   */
  chatOf(item: Item): string;
  /** Items of one key go one after another, in claim order; different keys side by side. */
  orderKey(item: Item): string;
  /**
   * A retry after a failure the provider may have taken anyway (the connection dropped after the
   * request went out): the provider's echo, if it came, means it went out already.
   */
  isRetry(item: Item): boolean;
  /** Forgets what the previous pass read (a clinic's settings are read once a pass). */
  newPass?(): void;

  /** What the gate can judge from the claim alone, before the minute's budget is spent on it. */
  earlyLook?(item: Item): GateRequest | undefined;
  compose(item: Item, now: Date): Promise<Composed<M>>;
  /** The provider's echo of an earlier try of this message: its message id. */
  findEcho(
    item: Item,
    message: M,
    after: 'stale' | 'retry',
    now: Date,
  ): Promise<string | undefined>;
  /** A last look right before the send: false when something since the claim ended it. */
  stillWanted?(item: Item, message: M): Promise<boolean>;
  gateRequest(item: Item, message: M): GateRequest;
  /**
   * Outside a closed 24-hour window (Cloud API): which chosen template this kind goes as and its
   * values. Absent (or undefined): this kind has none, and waits for the patient to write.
   */
  templateFill?(item: Item, message: M): Promise<TemplateFill | undefined>;
  retryState(item: Item, now: Date): RetryState;

  onSent(item: Item, message: M, messageId: string, now: Date): Promise<void>;
  onRetry(
    item: Item,
    message: M,
    retry: RetryState & { at: Date; reason: string },
    now: Date,
  ): Promise<void>;
  /** A final failure; `reason` as the provider or the instance gave it, without the prefix. */
  onFailed(item: Item, message: M, reason: string, now: Date): Promise<void>;
  /** Nothing to send any more (compose or the last look said so). */
  onDropped(item: Item, now: Date): Promise<void>;
  onRefused(item: Item, why: GateRefusal, now: Date): Promise<void>;
}
