import type { Database } from '../db/client.ts';

/** Announced by the database whenever a session row is deleted (migration 0009). */
const CHANNEL = 'cc_session_ended';

/**
 * Tells the event streams of a user, on every server process, that one of the user's sessions
 * ended (sign-out, a password reset or change, an e-mail change, idle expiry, a deleted account).
 * The payload names the user only: each stream then checks whether its own session is still there.
 */
export function createSessionEnds(database: Database) {
  const watchers = new Map<string, Set<() => void>>();
  let stopListening: (() => Promise<void>) | undefined;
  return {
    async start() {
      stopListening = await database.listen(CHANNEL, (userId) => {
        for (const fn of watchers.get(userId) ?? []) fn();
      });
    },
    async stop() {
      await stopListening?.();
    },
    /** Calls `fn` when a session of `userId` ends; answers a function that stops watching. */
    watch(userId: string, fn: () => void): () => void {
      const set = watchers.get(userId) ?? new Set();
      set.add(fn);
      watchers.set(userId, set);
      return () => {
        set.delete(fn);
        if (set.size === 0) watchers.delete(userId);
      };
    },
  };
}
export type SessionEnds = ReturnType<typeof createSessionEnds>;
