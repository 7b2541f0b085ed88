import { MSG, type Chat } from '@conecta/contract';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { formatCompactInstant, formatShortInstant } from '@/features/tasks';

type TaskBadgeProps = { chat: Pick<Chat, 'nextTaskAt'> };

/**
 * When the chat's next scheduled message goes: 'HH:mm' today, 'dd/MM HH:mm' on another day (a
 * card in 'Tarefa' otherwise does not say why it is there). The full sentence is the tooltip and
 * is read with the card; like the routine's clock, it adds no stop to the keyboard order.
 */
export function TaskBadge({ chat }: TaskBadgeProps) {
  // 'Today' as of when the card appeared; the tooltip always has the full date.
  const [now] = useState(() => new Date());
  const when = formatShortInstant(chat.nextTaskAt);
  if (!when) return null;
  const compact = formatCompactInstant(chat.nextTaskAt, now);
  const shown = compact.includes(':') ? compact : when;
  const sentence = MSG.cardMenu.nextTask(when);
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Badge variant="outline" className="relative z-10 text-violet-800 tabular-nums">
          <CalendarClock aria-hidden="true" />
          <span aria-hidden="true">{shown}</span>
          <span className="sr-only">{sentence}</span>
        </Badge>
      </TooltipTrigger>
      <TooltipContent>{sentence}</TooltipContent>
    </Tooltip>
  );
}
