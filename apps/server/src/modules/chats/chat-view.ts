import type { BackendColumn, Chat } from '@conecta/contract';
import { COLUMNS } from '@conecta/contract';

import type { ChatRow } from './chats-repo.ts';

const BACKEND = new Set<string>(COLUMNS.map((c) => c.backend));

/** A stored column the product no longer knows reads as the first-contact column. */
export function readColumn(stored: string): BackendColumn {
  return (BACKEND.has(stored) ? stored : 'inbox') as BackendColumn;
}

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
