import { fillReadyText, type Chat } from '@conecta/contract';
import { MSG } from '@conecta/contract';
import { useCallback, useState, type DragEvent, type RefObject } from 'react';

import { useChatAppointment } from '@/features/appointments';
import { contactName } from '@/features/chat-list';
import { usePresenceBeacon } from '@/features/team';

import { useChatSend } from '../hooks/use-chat-send';
import { useConversationWindow } from '../hooks/use-conversation-window';
import { useEditMessage } from '../hooks/use-edit-message';
import { useMessages } from '../hooks/use-messages';
import { useNewMessageAnnouncement } from '../hooks/use-new-message-announcement';
import { ChatAlert } from './chat-alert';
import { ChatHeader } from './chat-header';
import type { ChatEntry } from '../chat-entries';
import { ChatInputBar } from './chat-input-bar';
import { MessageList } from './message-list';
import { TemplateComposer } from './template-composer';
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
  const send = useChatSend({ userId, chatId: chat.chatId, listed, reload, onAlert: setAlert });
  const edit = useEditMessage(chat.chatId, reload);
  const announcement = useNewMessageAnnouncement(listed, loading);
  const team = useShowSenders();
  // API oficial only: past 24 h since the patient wrote, only approved templates may go.
  const serviceWindow = useConversationWindow(userId, chat.chatId, listed, loading);
  const [dragging, setDragging] = useState(false);
  const { setReplyTo } = send;
  const reply = useCallback(
    (entry: ChatEntry) => {
      setReplyTo(entry);
      inputRef.current?.focus();
    },
    [setReplyTo, inputRef],
  );
  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  // A file dropped anywhere on the window becomes the attachment (one at a time).
  const drop = {
    onDragOver: (event: DragEvent) => {
      if (!hasFiles(event) || send.sending) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      setDragging(true);
    },
    onDragLeave: (event: DragEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      setDragging(false);
      if (send.sending) return;
      const files = [...event.dataTransfer.files];
      if (files.length > 1) setAlert(MSG.attachments.oneFileOnly);
      else if (files[0]) send.attach(files[0]);
    },
  };
  const typed = usePresenceBeacon(chat.chatId, team);
  const appointment = useChatAppointment(chat.chatId);
  // As the reminder: the contact's name, else the one the appointment was booked under.
  const fillText = (content: string) =>
    fillReadyText(content, {
      patientName: contactName(chat) ?? appointment?.patientName ?? null,
      appointment,
    });

  return (
    // `contents`: no box of its own (the dialog lays the parts out), only the drop handlers.
    <div className="contents" data-testid="chat-drop-zone" {...drop}>
      {dragging ? (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 z-50 flex items-center justify-center rounded-[inherit] border-4 border-dashed border-emerald-500 bg-emerald-50/80 text-base font-semibold text-emerald-800"
        >
          {MSG.attachments.dropHere}
        </div>
      ) : null}
      <ChatHeader chat={chat} userId={userId} team={team} serviceWindow={serviceWindow} />
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
        onReply={reply}
      />
      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
      {serviceWindow && !serviceWindow.open ? (
        <TemplateComposer chatId={chat.chatId} onAlert={setAlert} />
      ) : (
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
          fillText={fillText}
          inputRef={inputRef}
          attachment={send.attachment}
          onAttach={send.attach}
          onRemoveAttachment={send.removeAttachment}
          replyTo={send.replyTo}
          onCancelReply={() => send.setReplyTo(null)}
        />
      )}
    </div>
  );
}
