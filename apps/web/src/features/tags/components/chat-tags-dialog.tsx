import { MSG, type Chat } from '@conecta/contract';

import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { chatTitle } from '@/features/chat-list';

import { ChatTagsPicker } from './chat-tags-picker';

type ChatTagsDialogProps = {
  chat: Chat;
  userId: string;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * 'Gerenciar Etiquetas - {chat name}' from a card's menu. Mounted while open, so each
 * opening starts from the chat's current tags.
 */
export function ChatTagsDialog(props: ChatTagsDialogProps) {
  const { chat, userId, onClose, onCloseAutoFocus } = props;
  const C = MSG.chatTags;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel={MSG.common.close}
        onCloseAutoFocus={onCloseAutoFocus}
        className="max-w-md px-4 sm:px-6"
      >
        <DialogHeader>
          <DialogTitle className="break-words">{C.title(chatTitle(chat))}</DialogTitle>
          <DialogDescription>{C.description}</DialogDescription>
        </DialogHeader>
        <ChatTagsPicker chat={chat} userId={userId} onClose={onClose} />
      </DialogContent>
    </Dialog>
  );
}
