import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { mediaRemovals } from '../src/db/schema.ts';
import { createMediaRemovalRunner } from '../src/modules/privacy/media-removal-runner.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The erased patients' files still to remove: a file that keeps failing (a permission
 * refused by the store) goes behind the others and never holds up the rest of the queue.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the removal queue', () => {
  it('gets past files that keep failing to the ones behind them', async () => {
    const db = t.database.db;
    const start = t.clock.now().getTime();
    await db.insert(mediaRemovals).values(
      Array.from({ length: 30 }, (_, i) => ({
        path: `recusado/${i}.enc`,
        createdAt: new Date(start - 60_000 + i),
      })),
    );
    await db.insert(mediaRemovals).values({ path: 'ok/voz.enc', createdAt: new Date(start) });
    const removed: string[] = [];
    // The store at the boundary: it refuses the first 30 files, every time.
    const runner = createMediaRemovalRunner({
      db,
      clock: t.clock.now,
      media: {
        async remove(path: string) {
          if (path.startsWith('recusado/')) throw new Error('AccessDenied');
          removed.push(path);
        },
      },
      log: t.app.log,
    });
    expect(await runner.runOnce()).toBe(0);
    t.clock.advance(1000);
    expect(await runner.runOnce()).toBe(1);
    expect(removed).toEqual(['ok/voz.enc']);
    const left = await db.select({ path: mediaRemovals.path }).from(mediaRemovals);
    expect(left).toHaveLength(30);
  });
});
