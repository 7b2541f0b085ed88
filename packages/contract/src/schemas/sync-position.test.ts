import { describe, expect, it } from 'vitest';

import {
  SYNC_RUNNING_MAX,
  formatSyncPosition,
  isAheadOf,
  parseSyncPosition,
} from './sync-position.ts';
import { formatSyncCursor, parseSyncCursor } from './chats.ts';

describe('sync positions', () => {
  it('reads back what it writes, short when nothing was running', () => {
    const idle = { xmin: 1200, xmax: 1200, running: [] };
    expect(formatSyncPosition(idle)).toBe('1200');
    expect(parseSyncPosition('1200')).toEqual(idle);

    const busy = { xmin: 1200, xmax: 1210, running: [1200, 1204] };
    expect(formatSyncPosition(busy)).toBe('1200-1210-1200-1204');
    expect(parseSyncPosition('1200-1210-1200-1204')).toEqual(busy);
    expect(parseSyncCursor(formatSyncCursor(3, busy))).toEqual({ epoch: 3, position: busy });
  });

  it('takes as many running ids as a position may carry, and no more', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => 500 + i);
    const full = { xmin: 500, xmax: 900, running: ids(SYNC_RUNNING_MAX) };
    expect(parseSyncPosition(formatSyncPosition(full))).toEqual(full);
    expect(parseSyncPosition(['500', '900', ...ids(SYNC_RUNNING_MAX + 1)].join('-'))).toBe(
      undefined,
    );
  });

  it.each([
    '',
    '-1',
    '1.2',
    '9-3',
    '3-9-2',
    '3-9-9',
    '3-9-6-5',
    '3-9-5-5',
    '99999999999999999',
    '12345678901234567',
  ])('refuses %j', (text) => {
    expect(parseSyncPosition(text)).toBeUndefined();
  });

  it('knows a position from ahead of the database by either bound', () => {
    const now = { xmin: 100, xmax: 105, running: [101] };
    expect(isAheadOf(now, now)).toBe(false);
    expect(isAheadOf({ xmin: 90, xmax: 90, running: [] }, now)).toBe(false);
    expect(isAheadOf({ xmin: 100, xmax: 106, running: [] }, now)).toBe(true);
    // The form written before running ids were kept (xmin alone) from a newer database.
    expect(isAheadOf({ xmin: 103, xmax: 103, running: [] }, now)).toBe(true);
  });
});
