/**
 * The readings this process recorded lately, by who read what, so that what follows one (a chat
 * window's 2 s polls and its paging back, a player asking for a voice note by parts) records
 * nothing more, with no database round trip; and a read with no recorded reading before it (a
 * poll after a restart, or a request made by hand to skip the log) is recorded as one. Each use
 * keeps an entry alive for `ttlMs` more. Per process: behind a balancer, a window whose polls
 * reach another process is recorded once more there; more entries, never fewer.
 */
export function createRecentReadings(ttlMs: number, max = 50_000) {
  const seen = new Map<string, number>();
  return {
    /** True when `key` was read within `ttlMs` of `now` (and keeps it alive). */
    touch(key: string, now: number): boolean {
      const at = seen.get(key);
      if (at === undefined || now - at > ttlMs) return false;
      seen.delete(key);
      seen.set(key, now);
      return true;
    },
    /** A reading just recorded. The oldest go first once `max` are kept (a Map keeps order). */
    mark(key: string, now: number): void {
      seen.delete(key);
      seen.set(key, now);
      if (seen.size > max) seen.delete(seen.keys().next().value!);
    },
  };
}
