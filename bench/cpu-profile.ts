import { Session } from 'node:inspector/promises';

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

/** The same profiler in this Node process (node:inspector); the returned function stops it. */
export async function startNodeProfile(): Promise<() => Promise<Profile>> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return async () => {
    const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
    session.disconnect();
    return profile;
  };
}

/** Where each sample's own code lives, by the file's path: which part of a process costs what. */
const AREAS: Array<[string, RegExp]> = [
  ['simulador Z-API', /tools\/zapi-simulator\//],
  ['drizzle-orm', /node_modules\/drizzle-orm\//],
  ['pg (protocolo)', /node_modules\/pg(-protocol|-pool|-types)?\//],
  ['pglite', /node_modules\/@electric-sql\//],
  ['fastify e plugins', /node_modules\/(@fastify|fastify|find-my-way|light-my-request|avvio)/],
  ['undici (fetch)', /undici/],
  ['zod', /node_modules\/zod\//],
  ['outros pacotes', /node_modules\//],
  ['servidor (apps/server)', /apps\/server\//],
  ['contrato', /packages\/contract\//],
  ['bench', /\/bench\//],
  ['Node (node:…)', /^node:/],
];

/**
 * Each sample's time (ms) added up under the key `keyOf` gives its frame (its own code, not what it
 * called), largest first.
 */
function selfTimeBy(
  profile: Profile,
  keyOf: (frame: ProfileNode['callFrame']) => string,
): Array<[string, number]> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const key = keyOf(frame);
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals].sort((x, y) => y[1] - x[1]);
}

/** Self time summed by area (AREAS), largest first; '(sem arquivo)' is V8's own: GC, idle, native. */
export function selfTimeByArea(profile: Profile): Array<{ area: string; ms: number }> {
  return selfTimeBy(profile, ({ url, functionName }) =>
    url
      ? (AREAS.find(([, re]) => re.test(url))?.[0] ?? 'outros')
      : `(sem arquivo) ${functionName || '?'}`,
  ).map(([area, ms]) => ({ area, ms: Math.round(ms) }));
}

/**
 * The functions that took the most time themselves (not counting what they called), added up
 * over the whole profile: where a slow page spends its main thread.
 */
export function topSelfTime(profile: Profile, count = 15): Array<{ fn: string; ms: number }> {
  return selfTimeBy(profile, (frame) => {
    const file = frame.url.split('/').pop() ?? '';
    return `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
  })
    .slice(0, count)
    .map(([fn, ms]) => ({ fn, ms: Math.round(ms) }));
}
