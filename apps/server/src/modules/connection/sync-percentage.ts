import type { Progress } from '@conecta/contract';

import type { SyncRow } from './sync-repo.ts';

/**
 * Maps the sync phases onto the spec's labels: contacts under 30 %, profile pictures from 30 to
 * 69 %, finishing from 70 to 99 %, 100 when done. The chat list has no total until its last page,
 * so the contacts phase approaches 29 % as pages arrive.
 */
export function syncPercentage(row: SyncRow): Progress {
  if (row.completedAt) {
    return { percentage: 100, loaded: row.loaded, total: row.total, completed: true };
  }
  let percentage: number;
  if (row.phase === 'chats') {
    const pages = Math.max(0, row.nextPage - 1);
    percentage = Math.min(29, Math.floor(29 * (pages / (pages + 1))));
  } else if (row.phase === 'photos') {
    const share = row.photosTotal > 0 ? row.photosDone / row.photosTotal : 1;
    percentage = 30 + Math.min(39, Math.floor(39 * share));
  } else {
    percentage = 90;
  }
  return {
    percentage,
    loaded: row.loaded,
    total: Math.max(row.total, row.loaded),
    completed: false,
  };
}
