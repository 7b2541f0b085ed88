import { type NewMessageData } from '@conecta/contract';
import type { QueryClient } from '@tanstack/react-query';

import { chatKeys } from '@/features/chat-list';
import { getOpenChatId } from '@/lib/open-chat';
import { getToken } from '@/lib/session-store';

import { createLiveEventApplier } from './apply-live-event';
import { createRefetchScheduler } from './chats-refetch-scheduler';
import { NOTIFY } from './notification-constants';
import { playNotificationSound } from './notification-sound';
import { messageKey, ProcessedMessages } from './processed-messages';
import { createServerClock, isRecent } from './server-clock';
import { openNotificationStream, type StreamStatus } from './stream-connection';

export type LiveSessionOptions = {
  queryClient: QueryClient;
  userId: string;
  onStatus: (status: StreamStatus) => void;
  /** A new message seen for the first time (the browser notification). */
  onFirstSeen?: (data: NewMessageData) => void;
  EventSourceImpl?: typeof EventSource;
  playSound?: () => Promise<boolean>;
};

export type LiveSession = {
  retry: () => void;
  stop: () => void;
};

/**
 * Everything live for one signed-in tab: the notification stream, whose events update or
 * invalidate the query cache (`createLiveEventApplier`), the chat-list invalidations it asks
 * for, spaced so that a burst of events is one refetch, the processed-message cache (trimmed
 * every 60 s) and the sound, which plays for a message seen for the first time while no chat is
 * open (and not for old messages: see `alertMaxAgeMs`). The app's own changes reach the list by
 * what their endpoint declarations say they change (`meta.endpoint`), not through here.
 */
export function startLiveSession(options: LiveSessionOptions): LiveSession {
  const { queryClient, userId, playSound = playNotificationSound } = options;
  const processed = new ProcessedMessages();
  const trimTimer = setInterval(() => processed.trim(), NOTIFY.processedCheckMs);
  // A list not loaded yet (or emptied on disconnection) is disabled: invalidating it fetches nothing.
  const chats = createRefetchScheduler(() =>
    queryClient.invalidateQueries({ queryKey: chatKeys.list(userId), exact: true }),
  );

  const serverClock = createServerClock();
  const onNewMessage = (data: NewMessageData) => {
    if (!processed.markNew(messageKey(data))) return;
    if (!isRecent(data.lastMessageTime, serverClock.now(), NOTIFY.alertMaxAgeMs)) return;
    if (getOpenChatId() === null) void playSound();
    options.onFirstSeen?.(data);
  };

  const apply = createLiveEventApplier({
    queryClient,
    userId,
    refetchChats: chats.request,
    onNewMessage,
  });
  const stream = openNotificationStream(
    { getToken, EventSourceImpl: options.EventSourceImpl },
    {
      onEvent: (name, data) => {
        if (name === 'connected' || name === 'heartbeat') serverClock.observe(data.at);
        apply(name, data);
      },
      onStatus: options.onStatus,
      // Without a last event id the server cannot replay what happened while disconnected.
      onConnected: ({ resumed }) => {
        if (!resumed) chats.request(0);
      },
    },
  );

  return {
    retry: stream.retry,
    stop() {
      stream.close();
      chats.dispose();
      clearInterval(trimTimer);
    },
  };
}
