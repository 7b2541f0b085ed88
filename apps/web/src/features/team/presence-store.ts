import type { PresenceData } from '@conecta/contract';

/** A member seen in a chat window; 'typing' falls back to 'viewing' once it is old. */
export type PresenceMark = { userId: string; name: string; state: 'viewing' | 'typing' };

/** A window beats every 20 s: a mark lives a little over two beats, typing a few seconds. */
export const PRESENCE_BEAT_MS = 20_000;
const VIEWING_MS = 45_000;
const TYPING_MS = 6_000;

type Entry = { name: string; seenAt: number; typedAt: number };

/** Who is in which chat, from the stream's 'presence' events; one store per tab. */
export function createPresenceStore() {
  const chats = new Map<string, Map<string, Entry>>();
  const listeners = new Set<() => void>();
  let version = 0;
  // The time of the last event or tick: what a render reads as "now", so it stays pure.
  let at = 0;
  const changed = (now: number) => {
    at = now;
    version += 1;
    listeners.forEach((fn) => fn());
  };

  return {
    note(data: PresenceData, now: number) {
      const people = chats.get(data.chatId) ?? new Map<string, Entry>();
      if (data.state === 'left') people.delete(data.userId);
      else {
        const before = people.get(data.userId);
        people.set(data.userId, {
          name: data.name,
          seenAt: now,
          typedAt: data.state === 'typing' ? now : (before?.typedAt ?? Number.NEGATIVE_INFINITY),
        });
      }
      if (people.size === 0) chats.delete(data.chatId);
      else chats.set(data.chatId, people);
      changed(now);
    },
    /** Everyone but `selfId` in the chat now, typing first. */
    marks(chatId: string, selfId: string, now: number): PresenceMark[] {
      const people = chats.get(chatId);
      if (!people) return [];
      const out: PresenceMark[] = [];
      for (const [userId, e] of people) {
        if (userId === selfId || now - e.seenAt > VIEWING_MS) continue;
        out.push({
          userId,
          name: e.name,
          state: now - e.typedAt <= TYPING_MS ? 'typing' : 'viewing',
        });
      }
      return out.sort((a, b) => (a.state === b.state ? 0 : a.state === 'typing' ? -1 : 1));
    },
    /** Called by a timer so marks that expired disappear without a new event. */
    tick: (now: number) => changed(now),
    clear(now: number) {
      chats.clear();
      changed(now);
    },
    /** When the store last changed or ticked. */
    now: () => at,
    subscribe(fn: () => void) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    version: () => version,
  };
}
export type PresenceStore = ReturnType<typeof createPresenceStore>;

/** The tab's store: the stream writes it, the cards and the window read it. */
export const presenceStore = createPresenceStore();
