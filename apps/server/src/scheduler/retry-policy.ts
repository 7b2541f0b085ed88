/** How long a failing automatic message is tried again, counted from `since` (the strategy's). */
export const RETRY_WINDOW_MS = 30 * 60_000;
const FIRST_PAUSE_MS = 5_000;
const LONGEST_PAUSE_MS = 5 * 60_000;

/**
 * The pause after the `failures`-th failed try of one message: 5 s, 10 s, 20 s ... at most 5
 * minutes apart. By count, not by the time since the first failure, so a try put off by the
 * budget or a closed clinic does not lengthen the next pause.
 */
export function retryPause(failures: number): number {
  return Math.min(FIRST_PAUSE_MS * 2 ** Math.max(0, failures - 1), LONGEST_PAUSE_MS);
}

export type RetryDecision = { kind: 'retry'; at: Date } | { kind: 'give-up' };

/** A failure that may pass is tried again while the window lasts; any other is final. */
export function decideRetry(q: {
  retryable: boolean;
  failures: number;
  since: Date;
  now: Date;
}): RetryDecision {
  if (!q.retryable || q.now.getTime() - q.since.getTime() >= RETRY_WINDOW_MS)
    return { kind: 'give-up' };
  return { kind: 'retry', at: new Date(q.now.getTime() + retryPause(q.failures)) };
}
