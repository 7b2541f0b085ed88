import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { besideSends } from '../scheduler/scheduler.ts';
import { type BackgroundPasses, backgroundLoops } from './background-loops.ts';

const SRC = path.resolve(import.meta.dirname, '..');

/**
 * Timers in src/ that are not background loops, each with why; any other `setInterval` is a loop
 * that belongs in the registry (background-loops.ts), so that its period, its lane beside the
 * sends and how it runs across processes are declared where every loop is.
 */
const NOT_LOOPS: Record<string, string> = {
  'scheduler/scheduler.ts': "the registry's own lanes",
  'events/sse-routes.ts': 'one heartbeat per open stream, ended with it',
  'lib/wait-logged.ts': "a shutdown step's progress line while it waits",
  'modules/conversations/media-downloader.ts':
    "the downloads' worker pool, woken by each stored file; the poll only retries",
  'demo/watch-demo-month.ts': "demo mode only: the demo's month of data",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const noPass = async () => 0;
const passes = new Proxy({} as BackgroundPasses, {
  get: (_target, key) => (key === 'mediaWorkSweepEveryMs' ? 60_000 : noPass),
});

describe('the registry of background work', () => {
  const loops = backgroundLoops(passes);

  it('declares each loop once, with its period, its lane and how it runs across processes', () => {
    const names = loops.map((l) => l.name);
    expect(new Set(names).size).toBe(names.length);
    for (const loop of loops) {
      expect(loop.periodMs, loop.name).toBeGreaterThan(0);
      expect(['sends', 'maintenance', 'own'], loop.name).toContain(loop.lane);
      expect(['claims', 'each-process', 'one-process'], loop.name).toContain(loop.acrossProcesses);
    }
    // Only the automatic sends are in the sends' lane: nothing else can hold a reminder back.
    expect(loops.filter((l) => !besideSends(l)).map((l) => l.name)).toEqual([
      'tasks',
      'routines',
      'reminders',
      'slot-offers',
      'satisfaction-surveys',
    ]);
    // The sends of several processes share the due rows by claims, never twice.
    for (const loop of loops.filter((l) => l.lane === 'sends'))
      expect(loop.acrossProcesses).toBe('claims');
  });

  it('runs every pass it is given', async () => {
    const given = new Set<string>();
    const seen = new Proxy({} as BackgroundPasses, {
      get: (_target, key: string) => {
        if (key === 'mediaWorkSweepEveryMs') return 60_000;
        return async () => {
          given.add(key);
          return 0;
        };
      },
    });
    for (const loop of backgroundLoops(seen)) await loop.runOnce(() => false);
    expect(given.size).toBe(loops.length);
  });

  it('has no setInterval loop outside it', () => {
    const outside = sourceFiles(SRC)
      .filter((file) => /\bsetInterval\s*\(/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
      .filter((file) => !(file in NOT_LOOPS));
    expect(outside, 'a new loop belongs in wiring/background-loops.ts').toEqual([]);
  });
});
