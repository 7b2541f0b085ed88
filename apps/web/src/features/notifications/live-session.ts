import { type NewMessageData } from '@conecta/contract';
import type { QueryClient } from '@tanstack/react-query';

import { BACKEND_MUTATED_EVENT, type BackendMutatedDetail } from '@/lib/http';
import { LIVE_EVENTS, onLive } from '@/lib/live-events';
import { getOpenChatId } from '@/lib/open-chat';
import { getToken } from '@/lib/session-store';

import { refetchChatList } from './api/refetch-chat-list';
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
  /** The chat window closed: the list is refetched 300 ms later. */
  chatClosed: () => void;
  stop: () => void;
};

/** Calls whose success changes what the chat list shows. */
const CHAT_LIST_PATHS = [
  '/dashboard/zapi/chats',
  '/dashboard/chats',
  '/dashboard/messages',
  '/dashboard/tags',
  '/api/tasks',
];

export function changesChatList(path: string): boolean {
  return CHAT_LIST_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

/**
 * Everything live for one signed-in tab: the notification stream, the chat-list re-fetches it
 * and the app's own changes ask for ('app:backend-mutated', 'tag-added-to-chat'), the
 * processed-message cache (trimmed every 60 s) and the sound, which plays for a message seen
 * for the first time while no chat is open (and not for old messages: see `alertMaxAgeMs`).
 */
export function startLiveSession(options: LiveSessionOptions): LiveSession {
  const { queryClient, userId, playSound = playNotificationSound } = options;
  const processed = new ProcessedMessages();
  const trimTimer = setInterval(() => processed.trim(), NOTIFY.processedCheckMs);
  const chats = createRefetchScheduler(() => refetchChatList(queryClient, userId));

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

  const onMutated = (event: Event) => {
    const detail = (event as CustomEvent<BackendMutatedDetail>).detail;
    if (detail && changesChatList(detail.path)) chats.request();
  };
  window.addEventListener(BACKEND_MUTATED_EVENT, onMutated);
  const stopTagAdded = onLive(LIVE_EVENTS.tagAddedToChat, () => chats.request());

  return {
    retry: stream.retry,
    chatClosed: () => chats.request(NOTIFY.chatsAfterCloseMs),
    stop() {
      stream.close();
      chats.dispose();
      clearInterval(trimTimer);
      window.removeEventListener(BACKEND_MUTATED_EVENT, onMutated);
      stopTagAdded();
    },
  };
}
