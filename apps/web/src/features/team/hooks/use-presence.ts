import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

import { useSessionDashboard } from '@/features/session';

import { sendPresence } from '../api/team-api';
import { PRESENCE_BEAT_MS, presenceStore, type PresenceMark } from '../presence-store';

const TYPING_EVERY_MS = 4_000;
const quiet = () => {};

/** The other members in this chat now (re-read on each event and every few seconds). */
export function usePresenceIn(chatId: string): PresenceMark[] {
  const { user } = useSessionDashboard();
  useSyncExternalStore(presenceStore.subscribe, presenceStore.version);
  return presenceStore.marks(chatId, user.id, presenceStore.now());
}

/**
 * Tells the team this chat window is open: at once, every 20 s while it stays open, and 'left'
 * when it closes. Answers `typed`, to call on each keystroke (sent at most every 4 s).
 */
export function usePresenceBeacon(chatId: string, active: boolean) {
  const lastTyped = useRef(0);
  useEffect(() => {
    if (!active) return;
    const beat = () => void sendPresence(chatId, 'viewing').catch(quiet);
    beat();
    const timer = setInterval(beat, PRESENCE_BEAT_MS);
    return () => {
      clearInterval(timer);
      void sendPresence(chatId, 'left').catch(quiet);
    };
  }, [chatId, active]);
  return useCallback(() => {
    if (!active) return;
    const now = Date.now();
    if (now - lastTyped.current < TYPING_EVERY_MS) return;
    lastTyped.current = now;
    void sendPresence(chatId, 'typing').catch(quiet);
  }, [chatId, active]);
}
