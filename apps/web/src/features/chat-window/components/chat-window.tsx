import type { Chat } from '@conecta/contract';
import { useRef, useState } from 'react';

import { Dialog, DialogContent } from '@/components/ui/dialog';

import { useChatPresence } from '../hooks/use-chat-presence';
import { ShowSendersContext } from '../show-senders-context';
import { ChatConversation } from './chat-conversation';

type ChatWindowProps = {
  chat: Chat;
  userId: string;
  /** Bubbles say who sent them (a clinic of more than one member). */
  showSenders?: boolean;
  /** The window finished closing (after its animation): the parent can drop it. */
  onClosed: () => void;
  /** A mark-read went through (on open and on close): the board can refresh its badges. */
  onRead?: () => void;
};

/** Phones get the whole screen; from 640 px it is a centred dialog of 720 × 85vh. */
const LAYOUT =
  'top-0 left-0 flex h-dvh max-h-dvh w-full max-w-none translate-x-0 translate-y-0 flex-col gap-0 overflow-hidden rounded-none border-0 bg-card p-0 sm:top-1/2 sm:left-1/2 sm:h-[85vh] sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)] sm:max-w-[720px] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:border';

/**
 * The chat window over the board: a modal Radix dialog, so focus stays inside and
 * Escape closes it (unless Escape is cancelling an edit). Focus starts in the message field
 * where there is a mouse (a phone would pop its keyboard up) and returns to the card on close.
 */
export function ChatWindow({
  chat,
  userId,
  showSenders = false,
  onClosed,
  onRead,
}: ChatWindowProps) {
  const [open, setOpen] = useState(true);
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  const inputRef = useRef<HTMLTextAreaElement>(null);
  useChatPresence(chat.chatId, open, onRead);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        aria-describedby={undefined}
        className={LAYOUT}
        onOpenAutoFocus={(event) => {
          if (!window.matchMedia?.('(pointer: fine)').matches) return;
          event.preventDefault();
          inputRef.current?.focus();
        }}
        onEscapeKeyDown={(event) => {
          if (event.target instanceof Element && event.target.closest('[data-chat-edit]')) {
            event.preventDefault();
          }
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (opener?.isConnected) opener.focus();
          onClosed();
        }}
      >
        <ShowSendersContext.Provider value={showSenders}>
          <ChatConversation chat={chat} userId={userId} inputRef={inputRef} />
        </ShowSendersContext.Provider>
      </DialogContent>
    </Dialog>
  );
}
