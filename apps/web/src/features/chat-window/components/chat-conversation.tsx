import type { Chat } from '@conecta/contract';
import { useState, type RefObject } from 'react';

import { usePresenceBeacon } from '@/features/team';

import { useChatSend } from '../hooks/use-chat-send';
import { useEditMessage } from '../hooks/use-edit-message';
import { useMessages } from '../hooks/use-messages';
import { useNewMessageAnnouncement } from '../hooks/use-new-message-announcement';
import { ChatAlert } from './chat-alert';
import { ChatHeader } from './chat-header';
import { ChatInputBar } from './chat-input-bar';
import { MessageList } from './message-list';
import { useShowSenders } from '../show-senders-context';

type ChatConversationProps = {
  chat: Chat;
  userId: string;
  inputRef: RefObject<HTMLTextAreaElement | null>;
};

/** The window's inside: header, failure alert, messages, a polite live region and the input bar. */
export function ChatConversation({ chat, userId, inputRef }: ChatConversationProps) {
  const [alert, setAlert] = useState<string | null>(null);
  const { entries: listed, loading, reload, ...history } = useMessages(userId, chat.chatId);
  const send = useChatSend({ chatId: chat.chatId, listed, reload, onAlert: setAlert });
  const edit = useEditMessage(chat.chatId, reload);
  const announcement = useNewMessageAnnouncement(listed, loading);
  const team = useShowSenders();
  const typed = usePresenceBeacon(chat.chatId, team);

  return (
    <>
      <ChatHeader chat={chat} userId={userId} team={team} />
      {alert ? (
        <ChatAlert
          text={alert}
          onDismiss={() => {
            setAlert(null);
            inputRef.current?.focus();
          }}
        />
      ) : null}
      <MessageList
        entries={send.entries}
        loading={loading}
        hasOlder={history.hasOlder}
        loadingOlder={history.loadingOlder}
        onLoadOlder={history.loadOlder}
        editingId={edit.editingId}
        editPending={edit.pending}
        editActions={edit.actions}
      />
      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
      <ChatInputBar
        userId={userId}
        draft={send.draft}
        onDraftChange={(text) => {
          send.setDraft(text);
          typed();
        }}
        sending={send.sending}
        onSend={() => void send.sendText()}
        onVoice={(audio) => void send.sendVoice(audio)}
        onAlert={setAlert}
        inputRef={inputRef}
      />
    </>
  );
}
