import { MSG, type ChatsResponse } from '@conecta/contract';

import type { ToastInput } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/http';

/**
 * The toast after the chat list loaded: 'Chats carregados com sucesso!' when
 * the progress screen came first, otherwise '{n} conversas carregadas' with the unread count.
 */
export function describeChatsLoaded(data: ChatsResponse, afterSync: boolean): ToastInput {
  const C = MSG.chats;
  if (afterSync) return { title: C.syncedTitle, description: C.loadedTitle(data.totalChats) };
  return {
    title: C.loadedTitle(data.totalChats),
    description: data.unreadCount > 0 ? C.unread(data.unreadCount) : C.allRead,
  };
}

/** The toast when the chat list could not be loaded. */
export function describeChatsFailure(error: unknown): ToastInput {
  const C = MSG.chats;
  if (error instanceof ApiError) {
    return { variant: 'destructive', title: C.errorTitle, description: error.message };
  }
  return { variant: 'destructive', title: C.networkTitle, description: C.networkDescription };
}
