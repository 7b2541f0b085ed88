import { type Chat, MSG } from '@conecta/contract';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { AppointmentDialog, WaitingListDialog } from '@/features/appointments';
import { chatTitle } from '@/features/chat-list';
import { ErasePatientDialog } from '@/features/privacy';
import { ChatTagsDialog } from '@/features/tags';
import { CreateTaskDialog, ManageTasksDialog } from '@/features/tasks';

import { CardActionsContext, type CardActions, type CardDialogKind } from '../card-actions';
import { useResetRoutine } from '../hooks/use-reset-routine';

const M = MSG.cardMenu;

type CardDialogsProps = {
  userId: string;
  /** The cached chats: an open dialog follows its chat's latest name and tags. */
  chats: readonly Chat[];
  children: ReactNode;
};

type Open = { kind: CardDialogKind; chat: Chat };

/**
 * Gives the card menus their actions and shows the dialog one of them opened: 'Gerenciar
 * Etiquetas - {chat name}', 'Criar Tarefa' or 'Gerenciar Tarefas - {chat name}'.
 */
export function CardDialogs({ userId, chats, children }: CardDialogsProps) {
  const [open, setOpen] = useState<Open | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const { reset, isPending: resetting } = useResetRoutine();

  const actions = useMemo<CardActions>(
    () => ({
      openDialog: (kind, chat, from) => {
        returnFocus.current = from;
        setOpen({ kind, chat });
      },
      // A patient's opt-out (a stop word) is cleared only on purpose: ask first.
      resetRoutines: (chat) =>
        chat.automationOff ? setOpen({ kind: 'resumeRoutines', chat }) : reset(chat),
    }),
    [reset],
  );

  const close = useCallback(() => setOpen(null), []);
  // Back to the card's menu button; if the card went to another column, where focus lands.
  const onCloseAutoFocus = useCallback((event: Event) => {
    const target = returnFocus.current;
    returnFocus.current = null;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  }, []);

  const chat = open ? (chats.find((c) => c.chatId === open.chat.chatId) ?? open.chat) : null;
  const shared = { userId, onClose: close, onCloseAutoFocus };

  return (
    <CardActionsContext.Provider value={actions}>
      {children}
      {open && chat && open.kind === 'tags' ? <ChatTagsDialog chat={chat} {...shared} /> : null}
      {open && chat && open.kind === 'createTask' ? (
        <CreateTaskDialog chat={chat} {...shared} />
      ) : null}
      {open && chat && open.kind === 'appointment' ? (
        <AppointmentDialog
          chat={chat}
          userId={userId}
          onClose={close}
          onCloseAutoFocus={onCloseAutoFocus}
        />
      ) : null}
      {open && chat && open.kind === 'waitingList' ? (
        <WaitingListDialog chat={chat} {...shared} />
      ) : null}
      {open && chat && open.kind === 'erase' ? (
        <ErasePatientDialog chat={chat} onClose={close} />
      ) : null}
      {open && chat && open.kind === 'resumeRoutines' ? (
        <ConfirmDialog
          open
          onClose={close}
          onConfirm={() => reset(chat, true, close)}
          pending={resetting}
          title={M.resumeTitle}
          description={M.resumeDescription(chatTitle(chat))}
          confirmLabel={M.resumeConfirm}
          pendingLabel={M.resumePending}
          cancelLabel={M.resumeCancel}
        />
      ) : null}
      {open && chat && open.kind === 'manageTasks' ? (
        <ManageTasksDialog chat={chat} {...shared} />
      ) : null}
    </CardActionsContext.Provider>
  );
}
