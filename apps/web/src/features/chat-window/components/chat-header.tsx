import { MSG, type Chat } from '@conecta/contract';
import { X } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { DialogClose, DialogTitle } from '@/components/ui/dialog';
import { AppointmentBadge, AppointmentButton } from '@/features/appointments';
import { ChatAvatar, chatTitle, contactName, formatPhone, TagBadge } from '@/features/chat-list';
import { AssignButton, PresenceNote } from '@/features/team';
import { CUT_NAME } from '@/lib/cut-name';
import { cn } from '@/lib/utils';

import { headerInitials } from '../header-initials';

type ChatHeaderProps = {
  chat: Chat;
  /** Whose session: the appointment dialog keys its lists by it. */
  userId: string;
  /** A clinic of more than one member: assignment and who else is here. */
  team?: boolean;
};

/**
 * Picture or initials, name, phone, coloured tags, the next appointment, and the actions:
 * 'Agendar lembrete de consulta', assignment in a team, 'Fechar'.
 */
export function ChatHeader({ chat, userId, team = false }: ChatHeaderProps) {
  const title = chatTitle(chat);
  const name = contactName(chat);
  return (
    <header className="flex items-start gap-3 border-b bg-card px-4 py-3 sm:px-5">
      <ChatAvatar
        name={name}
        title={title}
        thumbnail={chat.profileThumbnail}
        initials={headerInitials(name)}
        className="size-11"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <DialogTitle title={title} className={cn('text-base', CUT_NAME)}>
          {title}
        </DialogTitle>
        {name ? (
          <p className="truncate text-sm text-muted-foreground tabular-nums">
            {formatPhone(chat.phone)}
          </p>
        ) : null}
        {chat.tags.length > 0 ? (
          <ul aria-label={MSG.chats.tagsLabel} className="flex flex-wrap gap-1">
            {chat.tags.map((tag) => (
              <li key={tag.id} className="min-w-0">
                <TagBadge tag={tag} />
              </li>
            ))}
          </ul>
        ) : null}
        <AppointmentBadge chatId={chat.chatId} long />
        {team ? <PresenceNote chatId={chat.chatId} /> : null}
      </div>
      <AppointmentButton chat={chat} userId={userId} />
      {team ? <AssignButton chat={chat} /> : null}
      <DialogClose asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={MSG.common.close}
          className="-mt-1 -mr-2 text-muted-foreground"
        >
          <X aria-hidden="true" className="size-5" />
        </Button>
      </DialogClose>
    </header>
  );
}
