import { SESSION } from '@conecta/contract';
import { describe, expect, it } from 'vitest';

import { decideSessionAction, shouldRecordActivity } from './session-decision';

const NOW = 1_800_000_000_000;
const HOUR = 60 * 60 * 1000;

describe('decideSessionAction', () => {
  it('expires after 4 hours without activity, even with a fresh token', () => {
    const state = { now: NOW, lastActivity: NOW - 4 * HOUR, tokenExpiresAt: NOW + 10 * HOUR };
    expect(decideSessionAction(state)).toBe('expire');
  });

  it('refreshes when less than 30 minutes remain', () => {
    const lastActivity = NOW - HOUR;
    expect(decideSessionAction({ now: NOW, lastActivity, tokenExpiresAt: NOW + 29 * 60_000 })).toBe(
      'refresh',
    );
    expect(decideSessionAction({ now: NOW, lastActivity, tokenExpiresAt: NOW - 1 })).toBe(
      'refresh',
    );
  });

  it('keeps a session that is active and far from expiry', () => {
    const state = { now: NOW, lastActivity: NOW - 4 * HOUR + 1, tokenExpiresAt: NOW + HOUR };
    expect(decideSessionAction(state)).toBe('keep');
    expect(decideSessionAction({ now: NOW, lastActivity: null, tokenExpiresAt: null })).toBe(
      'keep',
    );
  });

  it('uses the shared constants', () => {
    const tokenExpiresAt = NOW + SESSION.refreshWhenUnderMs;
    expect(decideSessionAction({ now: NOW, lastActivity: NOW, tokenExpiresAt })).toBe('keep');
  });
});

describe('shouldRecordActivity', () => {
  it('writes at most once per minute', () => {
    expect(shouldRecordActivity(NOW, null)).toBe(true);
    expect(shouldRecordActivity(NOW, NOW - 59_999)).toBe(false);
    expect(shouldRecordActivity(NOW, NOW - 60_000)).toBe(true);
  });
});
