import {
  type ChatsResponse,
  type ChatUpdateData,
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

import { applyAppointmentUpdate } from '@/features/appointments';
import { chatKeys } from '@/features/chat-list';
import { applyMention, applyNoteChange, messageKeys } from '@/features/chat-window';
import { numberHealthKeys } from '@/features/number-health';
import { tagKeys } from '@/features/tags';
import { taskKeys } from '@/features/tasks';
import { applyTeamUpdate, notePresence } from '@/features/team';

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
 * The open window of the chat (if any) asks for what changed at once; a window that is not open
 * keeps nothing to update (each opening starts from the newest page).
 */
function invalidateChat(deps: LiveEventDeps, chatId: string) {
  const { queryClient, userId } = deps;
  void queryClient.invalidateQueries({ queryKey: messageKeys.list(userId, chatId) });
}

function applyChatUpdate(deps: LiveEventDeps, data: ChatUpdateData) {
  const { queryClient, userId } = deps;
  invalidateChat(deps, data.chatId);
  // A task sent, failed, edited or done; 'Gerenciar Tarefas' of that chat lists them again.
  void queryClient.invalidateQueries({ queryKey: taskKeys.chat(userId, data.chatId) });
  if (data.reason === 'appointment') applyAppointmentUpdate(queryClient, data);
  if (data.reason === 'note') applyNoteChange(queryClient, userId);
}

/**
 * Applies one stream event to the query cache, which every screen reads: the chat list (the
 * board and the tab title; a new message is written into it, other news refetches it, spaced),
 * the open chat window's messages, the chat's tasks, the tags, the appointments and the team.
 */
export function createLiveEventApplier(deps: LiveEventDeps) {
  return (name: StreamEventName, raw: Record<string, unknown>): void => {
    switch (name) {
      case 'new-message': {
        const parsed = zNewMessageData.safeParse(raw);
        if (!parsed.success) return;
        applyNewMessage(deps, parsed.data);
        invalidateChat(deps, parsed.data.chatId);
        deps.onNewMessage(parsed.data);
        return;
      }
      case 'chat-update': {
        const parsed = zChatUpdateData.safeParse(raw);
        // An unknown reason (a newer server mid-deploy) still means the chat changed.
        deps.refetchChats();
        if (parsed.success) applyChatUpdate(deps, parsed.data);
        else if (typeof raw.chatId === 'string') invalidateChat(deps, raw.chatId);
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
        if (parsed.success) notePresence(parsed.data);
        return;
      }
      case 'team-update': {
        const parsed = zTeamUpdateData.safeParse(raw);
        if (!parsed.success) return;
        if (parsed.data.reason === 'mentioned')
          applyMention(deps.queryClient, deps.userId, parsed.data);
        else applyTeamUpdate(deps.queryClient, deps.userId, parsed.data);
        return;
      }
      case 'connection-update':
        // The banner, the gap panel and the panel's figures ask again.
        void deps.queryClient.invalidateQueries({ queryKey: numberHealthKeys.all });
        return;
      case 'refetch':
        deps.refetchChats(0);
        return;
      case 'connected':
      case 'heartbeat':
        return;
    }
  };
}
