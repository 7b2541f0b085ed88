import { MSG } from '@conecta/contract';
import { Eye, PenLine } from 'lucide-react';

import { cn } from '@/lib/utils';

import { usePresenceIn } from '../hooks/use-presence';

/** 'Ana está nesta conversa' or 'Ana está digitando...', for the card and the chat window. */
export function PresenceNote({ chatId, className }: { chatId: string; className?: string }) {
  const marks = usePresenceIn(chatId);
  const first = marks[0];
  if (!first) return null;
  const Icon = first.state === 'typing' ? PenLine : Eye;
  const text =
    first.state === 'typing' ? MSG.presence.typing(first.name) : MSG.presence.viewing(first.name);
  return (
    <p
      role="status"
      className={cn(
        'flex min-w-0 items-center gap-1 text-[11px] font-medium text-amber-800',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="truncate" title={text}>
        {text}
        {marks.length > 1 ? ` (+${marks.length - 1})` : ''}
      </span>
    </p>
  );
}
