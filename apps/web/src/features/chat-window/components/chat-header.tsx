import { MSG, type Chat } from '@conecta/contract';
import { X } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { DialogClose, DialogTitle } from '@/components/ui/dialog';
import { AppointmentBadge, AppointmentButton, WaitingListButton } from '@/features/appointments';
import { ChatAvatar, chatTitle, contactName, formatPhone, TagBadge } from '@/features/chat-list';
import { AssignButton, PresenceNote } from '@/features/team';
import { CUT_NAME } from '@/lib/cut-name';
import { cn } from '@/lib/utils';

import { headerInitials } from '../header-initials';
import type { ConversationWindow } from '../hooks/use-conversation-window';
import { ConsentControl } from './consent-control';
import { WindowBadge } from './window-badge';

type ChatHeaderProps = {
  chat: Chat;
  /** Whose session: the appointment dialog keys its lists by it. */
  userId: string;
  /** A clinic of more than one member: assignment and who else is here. */
  team?: boolean;
  /** The 24-hour window (API oficial chats only). */
  serviceWindow?: ConversationWindow | null;
};

/**
 * Picture or initials, name, phone, coloured tags, the next appointment, and the actions:
 * 'Agendar lembrete de consulta', assignment in a team, 'Fechar'.
 */
export function ChatHeader({ chat, userId, team = false, serviceWindow = null }: ChatHeaderProps) {
  const title = chatTitle(chat);
  const name = contactName(chat);
  return (
    // On a phone the name and the number keep the row beside the picture with only 'Fechar'; the
    // tags, the appointment and who else is here take a row of their own under them, and the
    // actions another (order-last), each at least 44 px to touch. From 640 px on the actions sit
    // beside the name.
    <header className="flex flex-wrap items-start gap-x-3 gap-y-2 border-b bg-card px-4 py-3 sm:gap-y-1 sm:px-5">
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
        {serviceWindow ? <WindowBadge window={serviceWindow} /> : null}
        {serviceWindow ? (
          <ConsentControl userId={userId} chatId={chat.chatId} consent={serviceWindow.consent} />
        ) : null}
      </div>
      <div className="order-last flex w-full min-w-0 flex-col gap-1 pl-14 empty:hidden">
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
      <div className="order-last flex w-full min-w-0 flex-wrap items-center gap-2 pl-14 sm:order-none sm:flex-nowrap sm:w-auto sm:gap-3 sm:pl-0">
        <AppointmentButton chat={chat} userId={userId} />
        <WaitingListButton chat={chat} />
        {team ? <AssignButton chat={chat} /> : null}
      </div>
      <DialogClose asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={MSG.common.close}
          className="-mt-1 -mr-2 size-11 text-muted-foreground sm:size-10"
        >
          <X aria-hidden="true" className="size-5" />
        </Button>
      </DialogClose>
    </header>
  );
}
