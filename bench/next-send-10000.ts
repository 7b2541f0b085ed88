/**
 * The card's next automatic message with opening hours on (issue 19): `nextOpening` for 10,000
 * cards whose steps come due over the next four days (most at night or on the weekend, the
 * costly case), as the board list computes it. Side by side in one run: the first version
 * (commit 1fbde99, Intl on every call) and today's (offsets remembered per quarter hour, the
 * hours prepared once). Run: npx tsx bench/next-send-10000.ts   (BENCH_ROUNDS=7)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { nextOpening, type OpeningHours } from '../packages/contract/src/opening-hours.ts';
import { percentile } from './bench-app.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const CARDS = 10_000;

// The first version's files, as they were, in a folder of their own.
const before = mkdtempSync(path.join(tmpdir(), 'next-send-'));
for (const file of ['opening-hours.ts', 'time-zone.ts'])
  writeFileSync(
    path.join(before, file),
    execFileSync('git', ['show', `1fbde99:packages/contract/src/${file}`], { encoding: 'utf8' }),
  );
const old = (await import(path.join(before, 'opening-hours.ts'))) as {
  nextOpening: typeof nextOpening;
};

const weekday = [
  { start: '08:00', end: '12:00' },
  { start: '13:30', end: '18:00' },
];
const hours: OpeningHours = {
  enabled: true,
  timeZone: 'America/Sao_Paulo',
  days: [[], weekday, weekday, weekday, weekday, weekday, [{ start: '08:00', end: '12:00' }]],
  closedDates: ['2026-12-25', '2027-01-01', '2027-02-16', '2027-04-21'],
};
const now = Date.now();
const dues = Array.from({ length: CARDS }, (_, i) => new Date(now + i * 34_567));

function time(fn: typeof nextOpening): number {
  const t0 = performance.now();
  for (const due of dues) fn(hours, due);
  return performance.now() - t0;
}

const result: Record<string, { medianMs: number; minMs: number; maxMs: number }> = {};
for (const [name, fn] of [
  ['before (1fbde99)', old.nextOpening],
  ['now', nextOpening],
] as const) {
  time(fn); // warm-up
  const runs = Array.from({ length: ROUNDS }, () => time(fn)).sort((a, b) => a - b);
  result[name] = {
    medianMs: Number(percentile(runs, 50).toFixed(1)),
    minMs: Number(runs[0]!.toFixed(1)),
    maxMs: Number(runs.at(-1)!.toFixed(1)),
  };
}
console.log(JSON.stringify({ bench: 'next-send-10000', cards: CARDS, rounds: ROUNDS, result }));
