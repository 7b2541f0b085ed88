import { MSG } from '@conecta/contract';
import { Bot, Pencil } from 'lucide-react';
import { memo, useEffect, useRef } from 'react';

import { cn } from '@/lib/utils';

import type { ChatEntry } from '../chat-entries';
import { canEdit } from '../edit-rules';
import type { EditActions } from '../hooks/use-edit-message';
import { AudioMessage } from './audio-message';
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
};

/** The edit action shows on hover or keyboard focus (always on touch screens, which cannot hover). */
const EDIT_ACTION =
  'flex size-8 shrink-0 items-center justify-center self-center rounded-full text-slate-500 outline-none hover:bg-black/5 hover:text-slate-800 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-ring group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:hover)]:opacity-0';

/** One message: own ones on the right in green, received ones on the left in white. */
export const MessageRow = memo(function MessageRow({
  entry,
  editing,
  editPending,
  actions,
}: MessageRowProps) {
  const W = MSG.chatWindow;
  const own = entry.fromMe;
  const editable = canEdit(entry);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);

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
      data-status={entry.status}
      className={cn('group flex items-end gap-1', own ? 'justify-end' : 'justify-start')}
    >
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
        {entry.kind === 'audio' ? <AudioMessage entry={entry} /> : null}
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
      </div>
    </li>
  );
});
