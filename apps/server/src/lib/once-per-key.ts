import type { Clock } from './clock.ts';

/**
 * Remembers up to `max` keys for `ttlMs` each (the oldest forgotten first when full): `first(key)`
 * answers true once per key per `ttlMs`. For logging what a sender repeats once, not once per
 * repetition: Meta retries a webhook that did not get a 200 for up to 7 days, and one body
 * repeated that long would otherwise be a log line per retry. Bounded, so many keys cost a few
 * hundred kilobytes at most and an old key is simply logged again.
 */
export function createOncePerKey(opts: { max: number; ttlMs: number; clock: Clock }) {
  const seen = new Map<string, number>();
  return {
    first(key: string): boolean {
      const now = opts.clock().getTime();
      const at = seen.get(key);
      if (at !== undefined && now - at < opts.ttlMs) return false;
      // Moved to the end: the Map's order is the order keys were last logged in.
      seen.delete(key);
      seen.set(key, now);
      for (const oldest of seen.keys()) {
        if (seen.size <= opts.max) break;
        seen.delete(oldest);
      }
      return true;
    },
  };
}
