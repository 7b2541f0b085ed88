import type { Chat } from '@conecta/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

import { Dialog, DialogContent } from '@/components/ui/dialog';
import { chatTitle } from '@/features/chat-list';

import { useChatPresence } from '../hooks/use-chat-presence';
import { OpenChatIdContext } from '../open-chat-id-context';
import { PatientNameContext } from '../patient-name-context';
import { ShowSendersContext } from '../show-senders-context';
import { ChatConversation } from './chat-conversation';

type ChatWindowProps = {
  chat: Chat;
  userId: string;
  /** Bubbles say who sent them (a clinic of more than one member). */
  showSenders?: boolean;
  /** Why sending is held (the number is down, issue 53); null while it goes. */
  sendHeld?: string | null;
  /** The window finished closing (after its animation): the parent can drop it. */
  onClosed: () => void;
  /** Open at this message (the board's search hit) instead of the chat's end. */
  openAtMessageId?: string | undefined;
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
  sendHeld = null,
  onClosed,
  openAtMessageId,
}: ChatWindowProps) {
  const [open, setOpen] = useState(true);
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  const inputRef = useRef<HTMLTextAreaElement>(null);
  useChatPresence(chat.chatId, open);
  const changeOpen = useBackCloses(setOpen);

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        aria-describedby={undefined}
        className={LAYOUT}
        onOpenAutoFocus={(event) => {
          if (!window.matchMedia?.('(pointer: fine)').matches) return;
          event.preventDefault();
          inputRef.current?.focus();
        }}
        // A click beside the window must not close it on a half-written reply; the
        // draft would survive, but the receptionist meant to click the board, not to leave.
        onInteractOutside={(event) => {
          if (inputRef.current?.value.trim()) event.preventDefault();
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
          <PatientNameContext value={chatTitle(chat)}>
            <OpenChatIdContext value={chat.chatId}>
              <ChatConversation
                chat={chat}
                userId={userId}
                inputRef={inputRef}
                openAtMessageId={openAtMessageId}
                sendHeld={sendHeld}
              />
            </OpenChatIdContext>
          </PatientNameContext>
        </ShowSendersContext.Provider>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The browser's back (a phone's back button above all) closes the open chat instead of leaving the
 * app: opening pushes a history entry of the same address, and back pops it and
 * closes. Closing any other way (Fechar, Escape) takes that entry away again, so back then leaves
 * the board as before. Returns the close to use for those.
 */
function useBackCloses(setOpen: (open: boolean) => void) {
  // One mark per opening; React's development double start keeps it, and so pushes once.
  const [mark] = useState(() => Math.random().toString(36).slice(2));
  const ours = useCallback(() => {
    const state: unknown = window.history.state;
    return Boolean(state && typeof state === 'object' && (state as ChatEntry).chatWindow === mark);
  }, [mark]);
  useEffect(() => {
    if (!ours()) {
      const state: unknown = window.history.state;
      const base = state && typeof state === 'object' ? state : {};
      window.history.pushState({ ...base, chatWindow: mark }, '');
    }
    const onPop = () => {
      if (!ours()) setOpen(false);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [mark, ours, setOpen]);
  return useCallback(
    (open: boolean) => {
      if (!open && ours()) window.history.back();
      setOpen(open);
    },
    [ours, setOpen],
  );
}

type ChatEntry = { chatWindow?: unknown };
