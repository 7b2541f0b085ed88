import { MSG, type Chat } from '@conecta/contract';
import { Users } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

import {
  chatTitle,
  formatMessageTime,
  formatPhone,
  messagePreview,
  unreadBadge,
} from '../chat-format';
import { ChatAvatar } from './chat-avatar';
import { TagBadge } from './tag-badge';

/** One conversation: who, when, the last words, how many are unread, and its tags. */
export function ChatCard({ chat }: { chat: Chat }) {
  const C = MSG.chats;
  const title = chatTitle(chat);
  const time = formatMessageTime(chat.lastMessageTime);
  const hasMessage = Boolean(chat.lastMessageContent?.trim());

  return (
    <article className="flex h-full gap-3 rounded-xl border bg-card p-4 shadow-sm shadow-emerald-900/5">
      <ChatAvatar name={chat.name} title={title} thumbnail={chat.profileThumbnail} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-baseline gap-2">
          <h3 className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900">{title}</h3>
          {time ? (
            <time
              dateTime={chat.lastMessageTime ?? undefined}
              className={cn(
                'shrink-0 text-xs tabular-nums',
                chat.unread > 0 ? 'font-semibold text-emerald-700' : 'text-muted-foreground',
              )}
            >
              {time}
            </time>
          ) : null}
        </div>
        <div className="flex min-h-5 items-center gap-2">
          <p className="min-w-0 flex-1 truncate text-xs text-muted-foreground tabular-nums">
            {formatPhone(chat.phone)}
          </p>
          {chat.unread > 0 ? (
            <Badge className="min-w-5 justify-center px-1.5">
              <span aria-hidden="true">{unreadBadge(chat.unread)}</span>
              <span className="sr-only">{C.unread(chat.unread)}</span>
            </Badge>
          ) : null}
        </div>
        <p
          className={cn(
            'truncate text-sm',
            hasMessage ? 'text-slate-700' : 'text-muted-foreground italic',
          )}
        >
          {messagePreview(chat.lastMessageContent)}
        </p>
        {chat.isGroup || chat.tags.length > 0 ? (
          <ul aria-label={C.tagsLabel} className="mt-1 flex flex-wrap gap-1.5">
            {chat.isGroup ? (
              <li>
                <Badge variant="secondary">
                  <Users aria-hidden="true" />
                  {C.group}
                </Badge>
              </li>
            ) : null}
            {chat.tags.map((tag) => (
              <li key={tag.id} className="min-w-0">
                <TagBadge tag={tag} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
