import { MSG } from '@conecta/contract';

import { formatFullDateTime, formatMessageTime } from '@/features/chat-list';

import type { ChatEntry } from '../chat-entries';
import { StatusTick } from './status-tick';

/** The bubble's foot: '(editada)', the time (pt-BR HH:mm) and, for own messages, the tick. */
export function MessageMeta({ entry }: { entry: ChatEntry }) {
  const edited = entry.kind === 'message' && entry.isEdited;
  return (
    <span className="mt-1 flex items-center justify-end gap-1 text-[11px] leading-none text-slate-600">
      {edited ? <span>{MSG.chatWindow.edited}</span> : null}
      <time
        dateTime={entry.timestamp}
        title={formatFullDateTime(entry.timestamp)}
        className="tabular-nums"
      >
        {formatMessageTime(entry.timestamp)}
      </time>
      {entry.fromMe ? <StatusTick status={entry.status} /> : null}
    </span>
  );
}
