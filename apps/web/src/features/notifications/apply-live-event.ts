import {
  type ChatsResponse,
  zChatUpdateData,
  zNewMessageData,
  zPresenceData,
  zTagDeleteData,
  zTagUpdateData,
  zTeamUpdateData,
  type NewMessageData,
  type StreamEventName,
} from '@conecta/contract';
import type { QueryClient } from '@tanstack/react-query';

import { chatKeys } from '@/features/chat-list';
import { tagKeys } from '@/features/tags';
import { emitLive, LIVE_EVENTS } from '@/lib/live-events';

import { withNewMessage } from './chats-cache';

export type LiveEventDeps = {
  queryClient: QueryClient;
  userId: string;
  /** Asks for a chat-list re-fetch (debounced, spaced); `0` means as soon as spacing allows. */
  refetchChats: (delayMs?: number) => void;
  /** A new message arrived (sound, browser notification). */
  onNewMessage: (data: NewMessageData) => void;
};

function applyNewMessage(deps: LiveEventDeps, data: NewMessageData) {
  const { queryClient, userId, refetchChats } = deps;
  const queryKey = chatKeys.list(userId);
  const current = queryClient.getQueryData<ChatsResponse>(queryKey);
  const next = withNewMessage(current, data);
  if (next === null) {
    // A chat the list does not have yet (or no list): only the server has it, fetch it now.
    refetchChats(0);
  } else {
    if (next !== current) queryClient.setQueryData(queryKey, next);
    // A fetch already on its way started before this message and would land on top of it.
    if (queryClient.isFetching({ queryKey, exact: true }) > 0) refetchChats();
  }
}

/**
 * Applies one stream event to what the screens show: the chat list in the query cache (the
 * board and the tab title read it), the tag queries, and the browser events the chat window
 * listens to ('sse-new-message', 'sse-chat-update').
 */
export function createLiveEventApplier(deps: LiveEventDeps) {
  return (name: StreamEventName, raw: Record<string, unknown>): void => {
    switch (name) {
      case 'new-message': {
        const parsed = zNewMessageData.safeParse(raw);
        if (!parsed.success) return;
        applyNewMessage(deps, parsed.data);
        emitLive(LIVE_EVENTS.newMessage, parsed.data);
        deps.onNewMessage(parsed.data);
        return;
      }
      case 'chat-update': {
        const parsed = zChatUpdateData.safeParse(raw);
        // An unknown reason (a newer server mid-deploy) still means the chat changed.
        deps.refetchChats();
        if (parsed.success) emitLive(LIVE_EVENTS.chatUpdate, parsed.data);
        return;
      }
      case 'tag-update':
      case 'tag-delete': {
        const schema = name === 'tag-update' ? zTagUpdateData : zTagDeleteData;
        if (!schema.safeParse(raw).success) return;
        void deps.queryClient.invalidateQueries({ queryKey: tagKeys.user(deps.userId) });
        deps.refetchChats();
        return;
      }
      case 'presence': {
        const parsed = zPresenceData.safeParse(raw);
        if (parsed.success) emitLive(LIVE_EVENTS.presence, parsed.data);
        return;
      }
      case 'team-update': {
        const parsed = zTeamUpdateData.safeParse(raw);
        if (parsed.success) emitLive(LIVE_EVENTS.teamUpdate, parsed.data);
        return;
      }
      case 'refetch':
        deps.refetchChats(0);
        return;
      case 'connected':
      case 'heartbeat':
        return;
    }
  };
}
