import {
  moveBlockReason,
  readColumn,
  type BackendColumn,
  type Chat,
  type ChatsResponse,
} from '@conecta/contract';

/** What a requested move means before anything is sent. */
export type MovePlan =
  | { kind: 'same' }
  | { kind: 'blocked'; reason: string }
  | { kind: 'allowed'; from: BackendColumn; to: BackendColumn };

export function planMove(chat: Pick<Chat, 'column'>, to: BackendColumn): MovePlan {
  const from = readColumn(chat.column);
  if (from === to) return { kind: 'same' };
  const reason = moveBlockReason(from, to);
  return reason ? { kind: 'blocked', reason } : { kind: 'allowed', from, to };
}

/** The cached list with one chat in another column; the same object when nothing changes. */
export function withChatColumn(
  data: ChatsResponse | undefined,
  chatId: string,
  column: BackendColumn,
): ChatsResponse | undefined {
  if (!data) return data;
  let changed = false;
  const chats = data.chats.map((chat) => {
    if (chat.chatId !== chatId || chat.column === column) return chat;
    changed = true;
    return { ...chat, column };
  });
  return changed ? { ...data, chats } : data;
}

/** The cached list with the server's copy of one chat in place of ours. */
export function withServerChat(
  data: ChatsResponse | undefined,
  next: Chat,
): ChatsResponse | undefined {
  if (!data) return data;
  return { ...data, chats: data.chats.map((chat) => (chat.chatId === next.chatId ? next : chat)) };
}
