import { type Chat, readColumn } from '@conecta/contract';

import type { ChatRow } from './chats-repo.ts';

export function toChatView(row: ChatRow, tags: Chat['tags'] = []): Chat {
  return {
    id: row.id,
    chatId: row.chatId,
    name: row.name,
    phone: row.phone,
    column: readColumn(row.column),
    unread: row.unread,
    lastMessageTime: row.lastMessageTime?.toISOString() ?? null,
    lastMessageContent: row.lastMessageContent,
    profileThumbnail: row.profileThumbnail,
    isGroup: row.isGroup,
    isNewsletter: row.isNewsletter,
    tags,
  };
}
