import type { ChatsResponse, Tag } from '@conecta/contract';
import type { QueryClient } from '@tanstack/react-query';

import { chatKeys } from '@/features/chat-list';
import { putById, removeById } from '@/lib/list-by-id';

import { tagKeys } from './queries';

export type TagChange = { kind: 'put'; tag: Tag } | { kind: 'remove'; id: string };

/** The chat list with one tag renamed, recoloured or taken off every chat. */
export function withTagChange(data: ChatsResponse | undefined, change: TagChange) {
  if (!data) return data;
  const chats = data.chats.map((chat) => {
    if (!chat.tags.some((t) => t.id === (change.kind === 'put' ? change.tag.id : change.id))) {
      return chat;
    }
    const tags =
      change.kind === 'put'
        ? chat.tags.map((t) => (t.id === change.tag.id ? { ...t, ...change.tag } : t))
        : removeById(chat.tags, change.id);
    return { ...chat, tags };
  });
  return { ...data, chats };
}

/** The dialog's tag list with one tag put in place (or appended) or taken out. */
export function withTagInList(list: Tag[] | undefined, change: TagChange): Tag[] | undefined {
  if (!list) return list;
  return change.kind === 'remove' ? removeById(list, change.id) : putById(list, change.tag);
}

/**
 * After a tag changed: the cached chat list shows it at once (card badges, filter chips), and
 * every tag and chat query is marked stale so the next read asks the server again.
 */
export function syncAfterTagChange(
  queryClient: QueryClient,
  userId: string,
  change: TagChange | null,
): Promise<void> {
  if (change) {
    queryClient.setQueryData<Tag[]>(tagKeys.list(userId), (list) => withTagInList(list, change));
    queryClient.setQueriesData<ChatsResponse>({ queryKey: chatKeys.all }, (data) =>
      withTagChange(data, change),
    );
  }
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: tagKeys.user(userId) }),
    queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  ]).then(() => undefined);
}
