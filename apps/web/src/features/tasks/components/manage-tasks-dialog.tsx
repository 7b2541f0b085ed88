import { MSG, type Chat } from '@conecta/contract';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { chatTitle } from '@/features/chat-list';

import { TasksManager } from './tasks-manager';

type ManageTasksDialogProps = {
  chat: Chat;
  userId: string;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * 'Gerenciar Tarefas - {chat name}' ('Editar Tarefa' on a card in the task column). 'Fechar' at
 * the bottom is its only close button (Escape closes too).
 */
export function ManageTasksDialog(props: ManageTasksDialogProps) {
  const { chat, userId, onClose, onCloseAutoFocus } = props;
  const T = MSG.tasks;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus} className="max-w-xl px-4 sm:px-6">
        <DialogHeader>
          <DialogTitle className="break-words">{T.manageTitle(chatTitle(chat))}</DialogTitle>
          <DialogDescription>{T.manageDescription}</DialogDescription>
        </DialogHeader>
        <TasksManager chatId={chat.chatId} userId={userId} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{T.close}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
