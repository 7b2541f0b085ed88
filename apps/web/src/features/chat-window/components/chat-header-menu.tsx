import { MSG, type Chat } from '@conecta/contract';
import {
  CalendarPlus,
  EllipsisVertical,
  Merge,
  ListPlus,
  ShieldCheck,
  ShieldOff,
  Undo2,
} from 'lucide-react';
import { useMemo, useRef, useState } from 'react';

import { MenuPageContext } from '@/components/ui/adaptive-submenu';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import {
  AppointmentBadge,
  AppointmentDialog,
  useChatAppointment,
  WaitingListDialog,
} from '@/features/appointments';
import { TagBadge } from '@/features/chat-list';
import { useSessionDashboard } from '@/features/session';
import { AssignMenuGroup, useIsTeam } from '@/features/team';
import { cn } from '@/lib/utils';

import { useAutomaticConsent } from '../hooks/use-automatic-consent';
import type { ConversationWindow } from '../hooks/use-conversation-window';
import { useIsResponsavel, useUndoableMerges } from '../hooks/use-undoable-merges';
import { consentText } from './consent-control';
import { MergeChatsDialog } from './merge-chats-dialog';
import { UndoMergeDialog } from './undo-merge-dialog';

type ChatHeaderMenuProps = {
  chat: Chat;
  userId: string;
  /** A clinic of more than one member: 'Atribuir a...'. */
  team: boolean;
  serviceWindow: ConversationWindow | null;
  className?: string;
};

type Pending = 'appointment' | 'waitingList' | 'merge' | 'undoMerge' | null;

// On a wider screen the header shows these itself: the menu keeps only the Responsável's merge.
const PHONE_ONLY = 'sm:hidden';

/**
 * 'Mais ações' on a phone: what the header shows beside the name on a wider screen (the next
 * appointment, the tags, the consent) and its actions ('Agendar lembrete de consulta', 'Lista de
 * espera', 'Atribuir a...', the consent's button), so that the header stays one row and the
 * messages keep the screen. A Radix menu: Enter, Space or the arrows open it, the arrows move,
 * Escape closes and gives the focus back to the button.
 */
export function ChatHeaderMenu({
  chat,
  userId,
  team,
  serviceWindow,
  className,
}: ChatHeaderMenuProps) {
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<Pending>(null);
  // The dialog chosen opens once the menu is gone (a dialog opened under a closing menu loses
  // its focus to the menu's return to the button).
  const pending = useRef<Pending>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const [page, setPage] = useState<string | null>(null);
  // No room for a sub-menu beside the menu on a phone: 'Atribuir a...' pages in place.
  const paging = useMemo(() => ({ page, go: setPage }), [page]);
  const member = useIsTeam();
  const appointment = useChatAppointment(chat.chatId);
  const { user } = useSessionDashboard();
  const consent = useAutomaticConsent(chat.chatId);
  const given = serviceWindow?.consent ?? null;
  const label = MSG.chatWindow.moreActions;
  const choose = (kind: Exclude<Pending, null>) => () => {
    pending.current = kind;
  };
  const backToMenu = (event: Event) => {
    event.preventDefault();
    trigger.current?.focus();
  };
  const responsavel = useIsResponsavel();
  const undoable = useUndoableMerges(chat.chatId).data?.merges[0] ?? null;
  const hasDetails = appointment !== null || chat.tags.length > 0 || serviceWindow !== null;

  return (
    <>
      <DropdownMenu
        modal={false}
        open={open}
        onOpenChange={(next) => {
          setPage(null);
          setOpen(next);
        }}
      >
        <DropdownMenuTrigger asChild>
          <Button
            ref={trigger}
            variant="ghost"
            size="icon"
            aria-label={label}
            title={label}
            className={cn('size-11 shrink-0 text-muted-foreground', className)}
          >
            <EllipsisVertical aria-hidden="true" className="size-5" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          align="end"
          aria-label={label}
          className="w-[min(20rem,calc(100vw-1rem))] [&_[role^=menuitem]]:min-h-11 [&_[role^=menuitem]]:text-base"
          onCloseAutoFocus={(event) => {
            const kind = pending.current;
            pending.current = null;
            if (!kind) return;
            event.preventDefault();
            // The dialog's own focus goes back to what had it when it opened: the button.
            trigger.current?.focus();
            setDialog(kind);
          }}
        >
          <MenuPageContext value={paging}>
            {page === null && hasDetails ? (
              <>
                <DropdownMenuLabel className={cn('grid gap-1.5 font-normal', PHONE_ONLY)}>
                  <AppointmentBadge chatId={chat.chatId} long />
                  {chat.tags.length > 0 ? (
                    <ul aria-label={MSG.chats.tagsLabel} className="flex flex-wrap gap-1">
                      {chat.tags.map((tag) => (
                        <li key={tag.id} className="min-w-0">
                          <TagBadge tag={tag} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {serviceWindow ? (
                    <span
                      className={cn(
                        'flex items-start gap-1.5 text-sm',
                        given ? 'text-emerald-700' : 'text-muted-foreground',
                      )}
                    >
                      {given ? (
                        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                      ) : (
                        <ShieldOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                      )}
                      {consentText(given, user.timeZone)}
                    </span>
                  ) : null}
                </DropdownMenuLabel>
                <DropdownMenuSeparator className={PHONE_ONLY} />
              </>
            ) : null}
            {page === null ? (
              <>
                <DropdownMenuItem className={PHONE_ONLY} onSelect={choose('appointment')}>
                  <CalendarPlus aria-hidden="true" />
                  {MSG.appointmentRules.menuItem}
                </DropdownMenuItem>
                <DropdownMenuItem className={PHONE_ONLY} onSelect={choose('waitingList')}>
                  <ListPlus aria-hidden="true" />
                  {MSG.waitingList.menuItem}
                </DropdownMenuItem>
                {serviceWindow ? (
                  <DropdownMenuItem
                    className={PHONE_ONLY}
                    disabled={consent.isPending}
                    onSelect={() => consent.mutate(!given)}
                  >
                    {given ? <ShieldOff aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
                    {given ? MSG.cloudApi.consentWithdraw : MSG.cloudApi.consentRecord}
                  </DropdownMenuItem>
                ) : null}
                {responsavel ? (
                  <DropdownMenuItem onSelect={choose('merge')}>
                    <Merge aria-hidden="true" />
                    {MSG.merge.menuItem}
                  </DropdownMenuItem>
                ) : null}
                {responsavel && undoable ? (
                  <DropdownMenuItem onSelect={choose('undoMerge')}>
                    <Undo2 aria-hidden="true" />
                    {MSG.merge.undo}
                  </DropdownMenuItem>
                ) : null}
              </>
            ) : null}
            {team && member ? (
              <div className={PHONE_ONLY}>
                <AssignMenuGroup chat={chat} />
              </div>
            ) : null}
          </MenuPageContext>
        </DropdownMenuContent>
      </DropdownMenu>
      {dialog === 'appointment' ? (
        <AppointmentDialog
          chat={chat}
          userId={userId}
          onClose={() => setDialog(null)}
          onCloseAutoFocus={backToMenu}
        />
      ) : null}
      {dialog === 'merge' ? (
        <MergeChatsDialog
          chat={chat}
          userId={userId}
          onClose={() => setDialog(null)}
          onCloseAutoFocus={backToMenu}
        />
      ) : null}
      {dialog === 'undoMerge' && undoable ? (
        <UndoMergeDialog
          merge={undoable}
          onClose={() => setDialog(null)}
          onCloseAutoFocus={backToMenu}
        />
      ) : null}
      {dialog === 'waitingList' ? (
        <WaitingListDialog
          chat={chat}
          userId={userId}
          onClose={() => setDialog(null)}
          onCloseAutoFocus={backToMenu}
        />
      ) : null}
    </>
  );
}
