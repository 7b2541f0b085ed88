import type { CDPSession } from '@playwright/test';

/** The parts of a V8 CPU profile (Chrome DevTools Protocol, Profiler.Profile) read here. */
type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** Starts V8's sampling profiler in the page; the returned function stops it. */
export async function startCpuProfile(cdp: CDPSession): Promise<() => Promise<Profile>> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return async () => ((await cdp.send('Profiler.stop')) as { profile: Profile }).profile;
}

/**
 * The functions that took the most time themselves (not counting what they called), added up
 * over the whole profile: where a slow page spends its main thread.
 */
export function topSelfTime(profile: Profile, count = 15): Array<{ fn: string; ms: number }> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const file = frame.url.split('/').pop() ?? '';
    const fn = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    totals.set(fn, (totals.get(fn) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([fn, ms]) => ({ fn, ms: Math.round(ms) }));
}
