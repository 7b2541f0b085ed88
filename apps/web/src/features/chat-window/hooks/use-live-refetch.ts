import { useEffect } from 'react';

import { LIVE_EVENTS, onLive } from '@/lib/live-events';
import { useLatest } from '@/lib/use-latest';

import { LIVE_REFETCH_DELAYS_MS } from '../chat-constants';

/**
 * Refetches 300, 800 and 1500 ms after a live 'sse-new-message' or 'sse-chat-update' for this
 * chat: the message may land in the database a moment after the event is announced.
 */
export function useLiveRefetch(chatId: string, refetch: () => void): void {
  const latest = useLatest(refetch);
  useEffect(() => {
    const timers = new Set<number>();
    const handle = (detail: Record<string, unknown>) => {
      if (detail.chatId !== chatId) return;
      for (const ms of LIVE_REFETCH_DELAYS_MS) {
        const timer = window.setTimeout(() => {
          timers.delete(timer);
          latest.current();
        }, ms);
        timers.add(timer);
      }
    };
    const stops = [onLive(LIVE_EVENTS.newMessage, handle), onLive(LIVE_EVENTS.chatUpdate, handle)];
    return () => {
      for (const stop of stops) stop();
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, [chatId, latest]);
}
