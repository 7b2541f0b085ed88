import { MSG, type Chat } from '@conecta/contract';
import { BellOff, Clock, TriangleAlert } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { formatShortInstant } from '@/features/tasks';
import { useMinute } from '@/lib/use-minute';

import { formatNextSend, isDue } from '../next-send';

type RoutineBadgesProps = {
  chat: Pick<Chat, 'nextRoutineAt' | 'routineError' | 'automationOff'>;
};

/**
 * The follow-up routine on a card: a clock with the time of the next automatic message ('em
 * instantes' when due, 'HH:mm' today, 'seg 08:00' in the coming week, 'dd/MM' later), a red
 * warning when the last step failed (the full sentence is the tooltip, and is read by screen
 * readers with the card), and 'Não deseja mensagens automáticas' once the patient sent a stop
 * word. No badge adds a stop to the keyboard order.
 */
export function RoutineBadges({ chat }: RoutineBadgesProps) {
  const M = MSG.cardMenu;
  const now = useMinute();
  // The tooltip has the full date, or 'em instantes' when the message is already due.
  const nextShort = formatNextSend(chat.nextRoutineAt, now);
  const next =
    chat.nextRoutineAt && isDue(chat.nextRoutineAt, now)
      ? M.nextRoutineSoon
      : formatShortInstant(chat.nextRoutineAt);
  const error = chat.routineError?.trim();
  if (!next && !error && !chat.automationOff) return null;
  return (
    <>
      {chat.automationOff ? (
        // Wraps rather than overflow a narrow card: the whole sentence is the message.
        <Badge variant="outline" className="rounded-md text-left whitespace-normal text-amber-800">
          <BellOff aria-hidden="true" />
          {M.automationOff}
        </Badge>
      ) : null}
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
