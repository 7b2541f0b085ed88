import { fillReadyText, type Chat, type NoteRequest } from '@conecta/contract';
import { MSG } from '@conecta/contract';
import {
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
  type DragEvent,
  type RefObject,
} from 'react';

import { cn } from '@/lib/utils';

import { useChatAppointment } from '@/features/appointments';
import { ChatSummary, SuggestReplyButton } from '@/features/assistant';
import { contactName } from '@/features/chat-list';
import { usePresenceBeacon, useTeam } from '@/features/team';

import { useChatSend } from '../hooks/use-chat-send';
import { useConversationWindow } from '../hooks/use-conversation-window';
import { useEditMessage } from '../hooks/use-edit-message';
import { useMessages } from '../hooks/use-messages';
import { useNewMessageAnnouncement } from '../hooks/use-new-message-announcement';
import { useNotes } from '../hooks/use-notes';
import { useOpenAtMessage } from '../hooks/use-open-at-message';
import { useOpenAtNote } from '../hooks/use-open-at-note';
import { type ComposerMode, ComposerModeSwitch } from './composer-mode-switch';
import { NoteComposer } from './note-composer';
import { ChatAlert } from './chat-alert';
import { SendHeldNotice } from './send-held-notice';
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
  /** Open at this message (the board's search hit) instead of the chat's end. */
  openAtMessageId?: string | undefined;
  /** Why sending is held (the number is down, issue 53); the field still keeps a draft. */
  sendHeld?: string | null;
};

/** The window's inside: header, failure alert, messages, a polite live region and the input bar. */
export function ChatConversation({
  chat,
  userId,
  inputRef,
  openAtMessageId,
  sendHeld = null,
}: ChatConversationProps) {
  const [alert, setAlert] = useState<string | null>(null);
  const { entries: listed, loading, reload, ...history } = useMessages(userId, chat.chatId);
  // The notes are asked once the messages are in: the opening is then in the access log, and
  // the notes' reading is part of it (one line in 'Privacidade', not two).
  const notes = useNotes(userId, chat.chatId, !loading);
  // The chat may open at a message or at an internal note (a mention): which one is known once
  // the notes are in.
  const atNote = notes.notes?.find((n) => n.id === openAtMessageId);
  const foundMessage = useOpenAtMessage(
    notes.loading || atNote ? undefined : openAtMessageId,
    listed,
    loading,
    history.hasOlder,
    history.loadingOlder,
    history.loadOlder,
  );
  const foundNote = useOpenAtNote(
    atNote,
    listed,
    loading,
    history.hasOlder,
    history.loadingOlder,
    history.loadOlder,
  );
  const foundId = foundMessage ?? foundNote;
  const [mode, setMode] = useState<ComposerMode>('message');
  const noteInputRef = useRef<HTMLTextAreaElement>(null);
  const team = useTeam(userId).data;
  const members = useMemo(
    () =>
      (team?.members ?? [])
        .filter((m) => m.userId !== userId)
        .map((m) => ({ userId: m.userId, name: m.name })),
    [team, userId],
  );
  const timelineNotes = useMemo(
    () => ({
      notes: notes.notes ?? [],
      members,
      onUpdate: (id: string, body: NoteRequest) => notes.update.mutateAsync({ id, body }),
      onDelete: (id: string) => notes.remove.mutateAsync(id),
      pending: notes.update.isPending || notes.remove.isPending,
    }),
    [notes.notes, members, notes.update, notes.remove],
  );
  const send = useChatSend({ userId, chatId: chat.chatId, listed, reload, onAlert: setAlert });
  const edit = useEditMessage(chat.chatId, reload);
  const announcement = useNewMessageAnnouncement(listed, loading);
  const showSenders = useShowSenders();
  // API oficial only: past 24 h since the patient wrote, only approved templates may go.
  const serviceWindow = useConversationWindow(userId, chat.chatId, listed, loading);
  const [dragging, setDragging] = useState(false);
  const heldId = useId();
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
  const typed = usePresenceBeacon(chat.chatId, showSenders);
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
      <ChatHeader chat={chat} userId={userId} team={showSenders} serviceWindow={serviceWindow} />
      {alert ? (
        <ChatAlert
          text={alert}
          onDismiss={() => {
            setAlert(null);
            inputRef.current?.focus();
          }}
        />
      ) : null}
      <ChatSummary chatId={chat.chatId} assignedToMe={chat.assignee?.userId === userId} />
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
        foundId={foundId}
        notes={timelineNotes}
      />
      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
      {sendHeld ? <SendHeldNotice id={heldId} text={sendHeld} /> : null}
      <div
        className={cn(
          'border-t px-3 pt-2 sm:px-4',
          mode === 'note' ? 'border-amber-300 bg-amber-50/70 pb-3' : 'bg-card',
        )}
      >
        <ComposerModeSwitch
          mode={mode}
          extra={
            // Only where a free reply can be written (not a template, not a note).
            mode === 'message' && !(serviceWindow && !serviceWindow.open) ? (
              <SuggestReplyButton
                chatId={chat.chatId}
                disabled={send.sending}
                onText={(text) => {
                  send.setDraft(text);
                  typed();
                }}
              />
            ) : null
          }
          onChange={(next) => {
            setMode(next);
            requestAnimationFrame(() =>
              (next === 'note' ? noteInputRef : inputRef).current?.focus(),
            );
          }}
        />
        {mode === 'note' ? (
          <NoteComposer
            members={members}
            saving={notes.create.isPending}
            onSave={(body) => notes.create.mutateAsync(body)}
            inputRef={noteInputRef}
          />
        ) : null}
      </div>
      {mode === 'note' ? null : (
        <>
          {serviceWindow && !serviceWindow.open ? (
            // Held: the template form is there to read, not to send.
            <fieldset disabled={sendHeld !== null} className="contents">
              <TemplateComposer
                chatId={chat.chatId}
                patientName={contactName(chat)}
                onAlert={setAlert}
              />
            </fieldset>
          ) : (
            <ChatInputBar
              userId={userId}
              draft={send.draft}
              onDraftChange={(text) => {
                send.setDraft(text);
                typed();
              }}
              sending={send.sending}
              heldBy={sendHeld ? heldId : null}
              onSend={() => {
                if (!sendHeld) void send.sendText();
              }}
              onVoice={(audio) => {
                if (!sendHeld) void send.sendVoice(audio);
              }}
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
        </>
      )}
    </div>
  );
}
