import { MSG, type Chat } from '@conecta/contract';
import { Clock, TriangleAlert } from 'lucide-react';
import { useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { formatCompactInstant, formatShortInstant } from '@/features/tasks';

type RoutineBadgesProps = { chat: Pick<Chat, 'nextRoutineAt' | 'routineError'> };

/**
 * The follow-up routine on a card: a clock with the time of the next automatic message ('HH:mm'
 * today, 'dd/MM' on a later day), and a red warning when the last step failed. The full sentence is the tooltip (mouse) and is read by
 * screen readers with the card; neither badge adds a stop to the keyboard order of the board.
 */
export function RoutineBadges({ chat }: RoutineBadgesProps) {
  const M = MSG.cardMenu;
  const next = formatShortInstant(chat.nextRoutineAt);
  // 'Today' as of when the card appeared; the tooltip always has the full date.
  const [now] = useState(() => new Date());
  const nextShort = formatCompactInstant(chat.nextRoutineAt, now);
  const error = chat.routineError?.trim();
  if (!next && !error) return null;
  return (
    <>
      {next ? (
        <Tooltip>
          <TooltipTrigger asChild>
            <Badge variant="outline" className="relative z-10 text-sky-800 tabular-nums">
              <Clock aria-hidden="true" />
              <span aria-hidden="true">{nextShort}</span>
              <span className="sr-only">{M.nextRoutine(next)}</span>
            </Badge>
          </TooltipTrigger>
          <TooltipContent>{M.nextRoutine(next)}</TooltipContent>
        </Tooltip>
      ) : null}
      {error ? (
        <Tooltip>
          <TooltipTrigger asChild>
            <Badge className="relative z-10 border-red-200 bg-red-50 px-1.5 text-red-700">
              <TriangleAlert aria-hidden="true" />
              <span className="sr-only">{M.routineFailed(error)}</span>
            </Badge>
          </TooltipTrigger>
          <TooltipContent>{error}</TooltipContent>
        </Tooltip>
      ) : null}
    </>
  );
}
