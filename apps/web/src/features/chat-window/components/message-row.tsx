import { MSG } from '@conecta/contract';
import { Bot, Pencil, Reply } from 'lucide-react';
import { memo, useEffect, useRef, useState } from 'react';

import { cn } from '@/lib/utils';

import type { ChatEntry } from '../chat-entries';
import { canEdit } from '../edit-rules';
import type { EditActions } from '../hooks/use-edit-message';
import { TEMP_PREFIX } from '../chat-entries';
import { VoiceNoteTranscript } from '@/features/assistant';

import { useOpenChatId } from '../open-chat-id-context';
import { AudioMessage } from './audio-message';
import { MessageQuote } from './message-quote';
import { MessageReactions } from './message-reactions';
import { EditMessageForm } from './edit-message-form';
import { MessageContent } from './message-content';
import { MessageMeta } from './message-meta';
import { MessageSender } from './message-sender';

type MessageRowProps = {
  entry: ChatEntry;
  /** This message is in edit mode. */
  editing: boolean;
  editPending: boolean;
  actions: EditActions;
  /** 'Responder': quotes this message above the field. */
  onReply?: ((entry: ChatEntry) => void) | undefined;
  /** The message the board's search found: the chat opened here, and it is marked. */
  found?: boolean;
};

/**
 * The actions ('Responder', 'Editar') show on hover or keyboard focus. A touch screen, which cannot
 * hover, shows them after a long press on the message (a pencil beside every message
 * crowded the phone), until the next touch elsewhere.
 */
const EDIT_ACTION =
  'flex size-8 shrink-0 items-center justify-center self-center rounded-full text-slate-500 outline-none hover:bg-black/5 hover:text-slate-800 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-ring group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:hover)]:opacity-0 [@media(hover:none)]:size-11 [@media(hover:none)]:group-data-[touch=idle]:hidden';

/** How long a finger rests on a message before its actions show. */
export const LONG_PRESS_MS = 500;

/** One message: own ones on the right in green, received ones on the left in white. */
export const MessageRow = memo(function MessageRow({
  entry,
  editing,
  editPending,
  actions,
  onReply,
  found = false,
}: MessageRowProps) {
  const W = MSG.chatWindow;
  const own = entry.fromMe;
  const chatId = useOpenChatId();
  const editable = canEdit(entry);
  // A message still on its way has no provider id to quote yet.
  const replyable = Boolean(onReply) && !entry.id.startsWith(TEMP_PREFIX) && !editing;
  const replyButton = replyable ? (
    <button
      type="button"
      aria-label={MSG.attachments.reply}
      title={MSG.attachments.reply}
      onClick={() => onReply?.(entry)}
      className={EDIT_ACTION}
    >
      <Reply aria-hidden="true" className="size-4" />
    </button>
  ) : null;
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  const [touch, setTouch] = useState<'idle' | 'shown'>('idle');
  const press = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pressedAt = useRef({ x: 0, y: 0 });
  const endPress = () => clearTimeout(press.current);
  useEffect(() => () => clearTimeout(press.current), []);
  // Shown by a long press; the next touch outside this message hides them again.
  useEffect(() => {
    if (touch !== 'shown') return;
    const hide = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !row.current?.contains(event.target)) setTouch('idle');
    };
    document.addEventListener('pointerdown', hide);
    return () => document.removeEventListener('pointerdown', hide);
  }, [touch]);
  const row = useRef<HTMLLIElement>(null);

  // Leaving edit mode removes the field that had focus: give it back to the edit action.
  useEffect(() => {
    const left = wasEditing.current && !editing;
    wasEditing.current = editing;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (left && lost) editButton.current?.focus();
  }, [editing]);

  return (
    // data-status: the delivery state as the server names it (SENDING while on its way), for
    // tools that watch the list, such as bench/send-latency.ts.
    <li
      ref={row}
      data-status={entry.status}
      data-touch={touch}
      data-entry-id={entry.id}
      data-found={found || undefined}
      className={cn(
        'group flex items-end gap-1',
        own ? 'justify-end' : 'justify-start',
        found && '-mx-2 rounded-lg bg-amber-100 px-2 py-1',
      )}
    >
      {own ? replyButton : null}
      {editable && !editing ? (
        <button
          ref={editButton}
          type="button"
          aria-label={W.editAction}
          title={W.editAction}
          onClick={() => actions.start(entry.id)}
          className={EDIT_ACTION}
        >
          <Pencil aria-hidden="true" className="size-4" />
        </button>
      ) : null}
      <div
        onPointerDown={(event) => {
          if (event.pointerType !== 'touch' || (!replyable && !editable)) return;
          endPress();
          pressedAt.current = { x: event.clientX, y: event.clientY };
          press.current = setTimeout(() => setTouch('shown'), LONG_PRESS_MS);
        }}
        onPointerUp={endPress}
        onPointerCancel={endPress}
        onPointerMove={(event) => {
          // A resting finger trembles a little; a scroll moves more than this.
          const { x, y } = pressedAt.current;
          if (Math.hypot(event.clientX - x, event.clientY - y) > 10) endPress();
        }}
        className={cn(
          'flex max-w-[85%] min-w-0 flex-col rounded-2xl px-3 py-2 text-sm text-slate-900 shadow-sm sm:max-w-[75%]',
          own ? 'rounded-br-md bg-emerald-100' : 'rounded-bl-md border border-slate-200 bg-white',
        )}
      >
        {entry.kind === 'message' && entry.automatic ? (
          <span className="mb-1 flex items-center gap-1 text-[11px] font-medium text-emerald-800">
            <Bot aria-hidden="true" className="size-3.5" />
            {W.automatic}
          </span>
        ) : null}
        <MessageSender entry={entry} />
        {entry.quoted ? <MessageQuote quoted={entry.quoted} /> : null}
        {entry.kind === 'audio' ? <AudioMessage entry={entry} /> : null}
        {entry.kind === 'audio' && chatId && !entry.id.startsWith(TEMP_PREFIX) ? (
          <VoiceNoteTranscript
            chatId={chatId}
            id={entry.id}
            transcript={entry.transcript ?? null}
            hasAudio={entry.audioUrl !== null}
          />
        ) : null}
        {entry.kind === 'message' && editing ? (
          <EditMessageForm
            original={entry.content}
            pending={editPending}
            onConfirm={(text) => actions.confirm(entry, text)}
            onCancel={actions.cancel}
          />
        ) : null}
        {entry.kind === 'message' && !editing ? <MessageContent entry={entry} /> : null}
        <MessageMeta entry={entry} />
        <MessageReactions reactions={entry.reactions} />
      </div>
      {own ? null : replyButton}
    </li>
  );
});
