import { MSG, type Chat } from '@conecta/contract';
import { X } from 'lucide-react';
import { useLayoutEffect, useRef, type RefObject } from 'react';

import { Button } from '@/components/ui/button';
import { DialogClose, DialogTitle } from '@/components/ui/dialog';
import { AppointmentBadge, AppointmentButton, WaitingListButton } from '@/features/appointments';
import { ChatAvatar, chatAddress, chatTitle, contactName, TagBadge } from '@/features/chat-list';
import { NumberChip } from '@/features/clinic-numbers';
import { AssignButton, PresenceNote } from '@/features/team';
import { CUT_NAME } from '@/lib/cut-name';
import { cn } from '@/lib/utils';

import type { ConversationWindow } from '../hooks/use-conversation-window';
import { useIsResponsavel } from '../hooks/use-undoable-merges';
import { ChatHeaderMenu } from './chat-header-menu';
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

/** The header's height, for the toasts to open below it (index.css) and not over it. */
const HEADER_HEIGHT_VAR = '--chat-header-height';

/**
 * Picture or initials, name, phone, coloured tags, the next appointment, and the actions:
 * 'Agendar lembrete de consulta', assignment in a team, 'Fechar'.
 */
export function ChatHeader({ chat, userId, team = false, serviceWindow = null }: ChatHeaderProps) {
  const title = chatTitle(chat);
  const name = contactName(chat);
  const header = useRef<HTMLElement>(null);
  const responsavel = useIsResponsavel();
  useHeightVar(header);
  return (
    // On a phone one compact row: picture, name with one line under it (the number, or the
    // 24-hour window on the API oficial), 'Mais ações' and 'Fechar' (44 px each); the tags, the
    // appointment, the consent and the actions are in 'Mais ações'. It was 180 px (290 px on the
    // API oficial) of an 844 px screen. From 640 px on they are in view beside and under the name.
    <header
      ref={header}
      className="flex items-center gap-x-2 border-b bg-card py-1.5 pr-1 pl-3 sm:flex-wrap sm:items-start sm:gap-x-3 sm:gap-y-1 sm:px-5 sm:py-3"
    >
      {/* The card's initials ('Maria Souza' MS): the same patient looks the same in both. */}
      <ChatAvatar
        name={name}
        title={title}
        thumbnail={chat.profileThumbnail}
        className="size-10 sm:size-11"
      />
      <div className="flex min-w-0 flex-1 flex-col sm:gap-1">
        <DialogTitle title={title} className={cn('text-base', CUT_NAME)}>
          {title}
        </DialogTitle>
        {name ? (
          <p
            className={cn(
              'truncate text-sm text-muted-foreground tabular-nums',
              serviceWindow && 'max-sm:hidden',
            )}
          >
            {chatAddress(chat)}
          </p>
        ) : null}
        <NumberChip numberId={chat.numberId} />
        {serviceWindow ? <WindowBadge window={serviceWindow} /> : null}
        {serviceWindow ? (
          <div className="max-sm:hidden">
            <ConsentControl chatId={chat.chatId} consent={serviceWindow.consent} />
          </div>
        ) : null}
        {team ? <PresenceNote chatId={chat.chatId} /> : null}
      </div>
      <div className="order-last flex w-full min-w-0 flex-col gap-1 pl-14 empty:hidden max-sm:hidden">
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
      </div>
      <div className="flex shrink-0 items-center gap-3 max-sm:hidden">
        <AppointmentButton chat={chat} userId={userId} />
        <WaitingListButton chat={chat} userId={userId} />
        {team ? <AssignButton chat={chat} /> : null}
      </div>
      <ChatHeaderMenu
        chat={chat}
        userId={userId}
        team={team}
        serviceWindow={serviceWindow}
        className={responsavel ? undefined : 'sm:hidden'}
      />
      <DialogClose asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={MSG.common.close}
          className="size-11 shrink-0 text-muted-foreground sm:-mt-1 sm:-mr-2 sm:size-10"
        >
          <X aria-hidden="true" className="size-5" />
        </Button>
      </DialogClose>
    </header>
  );
}

/** Keeps HEADER_HEIGHT_VAR on the page's root at the header's height while it is shown. */
function useHeightVar(header: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const el = header.current;
    if (!el) return;
    const root = document.documentElement;
    const write = () => root.style.setProperty(HEADER_HEIGHT_VAR, `${el.offsetHeight}px`);
    write();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(write);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(HEADER_HEIGHT_VAR);
    };
  }, [header]);
}
