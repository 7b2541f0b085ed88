import { describe, expect, it } from 'vitest';

import {
  SYNC_RUNNING_MAX,
  formatSyncPosition,
  isAheadOf,
  parseSyncPosition,
  toSyncPosition,
} from './sync-position.ts';
import { formatSyncCursor, parseSyncCursor } from './chats.ts';

describe('sync positions', () => {
  it('reads back what it writes, short when nothing was running', () => {
    const idle = toSyncPosition('1200:1200:');
    expect(formatSyncPosition(idle)).toBe('1200');
    expect(parseSyncPosition('1200')).toEqual(idle);

    const busy = toSyncPosition('1200:1210:1200,1204');
    expect(formatSyncPosition(busy)).toBe('1200-1210-1200-1204');
    expect(parseSyncPosition('1200-1210-1200-1204')).toEqual(busy);
    expect(parseSyncCursor(formatSyncCursor(3, busy))).toEqual({ epoch: 3, position: busy });
  });

  it('keeps only xmin past the running limit, so the cursor stays short and misses nothing', () => {
    const ids = Array.from({ length: SYNC_RUNNING_MAX + 1 }, (_, i) => 500 + i);
    const p = toSyncPosition(`500:900:${ids.join(',')}`);
    expect(p).toEqual({ xmin: 500, xmax: 500, running: [] });
    const atLimit = toSyncPosition(`500:900:${ids.slice(1).join(',')}`);
    expect(parseSyncPosition(formatSyncPosition(atLimit))).toEqual(atLimit);
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

  it('knows a position from ahead of the database', () => {
    const now = toSyncPosition('100:105:101');
    expect(isAheadOf(toSyncPosition('100:105:101'), now)).toBe(false);
    expect(isAheadOf(toSyncPosition('90:90:'), now)).toBe(false);
    expect(isAheadOf(toSyncPosition('100:106:'), now)).toBe(true);
  });
});
