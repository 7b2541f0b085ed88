import { SESSION } from '@conecta/contract';

export type SessionAction = 'expire' | 'refresh' | 'keep';

export type SessionState = {
  now: number;
  /** Epoch ms of the last recorded activity, null when none was recorded. */
  lastActivity: number | null;
  /** Epoch ms when the token expires, null when it cannot be read. */
  tokenExpiresAt: number | null;
};

/**
 * What the periodic session check does: end it after 4 h without activity,
 * refresh the token when less than 30 minutes remain, otherwise leave it alone.
 */
export function decideSessionAction({
  now,
  lastActivity,
  tokenExpiresAt,
}: SessionState): SessionAction {
  if (lastActivity !== null && now - lastActivity >= SESSION.inactivityMs) return 'expire';
  if (tokenExpiresAt !== null && tokenExpiresAt - now < SESSION.refreshWhenUnderMs)
    return 'refresh';
  return 'keep';
}

/** Activity is written to storage at most once per minute. */
export function shouldRecordActivity(now: number, lastActivity: number | null): boolean {
  return lastActivity === null || now - lastActivity >= SESSION.activityThrottleMs;
}
