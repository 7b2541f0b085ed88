import { SYNC_RUNNING_MAX } from '@conecta/contract';
import { describe, expect, it } from 'vitest';

import { toSyncPosition } from './sync-position.ts';

describe('toSyncPosition', () => {
  it('reads PostgreSQL’s snapshot text', () => {
    expect(toSyncPosition({ snapshot: '1200:1200:', own: null })).toEqual({
      xmin: 1200,
      xmax: 1200,
      running: [],
    });
    expect(toSyncPosition({ snapshot: '1200:1210:1200,1204', own: null })).toEqual({
      xmin: 1200,
      xmax: 1200 + 10,
      running: [1200, 1204],
    });
  });

  it('counts the reading transaction’s own id as running, which the snapshot leaves out', () => {
    expect(toSyncPosition({ snapshot: '1200:1210:1204', own: '1202' })).toEqual({
      xmin: 1200,
      xmax: 1210,
      running: [1202, 1204],
    });
    // At or past xmax it is unseen anyway.
    expect(toSyncPosition({ snapshot: '1200:1210:1204', own: '1210' }).running).toEqual([1204]);
  });

  it('keeps xmin alone past the running limit, so the cursor stays short and misses nothing', () => {
    const ids = Array.from({ length: SYNC_RUNNING_MAX + 1 }, (_, i) => 500 + i);
    expect(toSyncPosition({ snapshot: `500:900:${ids.join(',')}`, own: null })).toEqual({
      xmin: 500,
      xmax: 500,
      running: [],
    });
  });
});
