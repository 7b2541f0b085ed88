import { MSG } from '@conecta/contract';
import { CalendarCheck } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';

import { formatWhen, STATE_STYLE, stateLabel, stateOf } from '../appointment-state';
import { useChatAppointment } from '../upcoming-appointments';

const A = MSG.appointmentRules;

/**
 * The chat's next appointment and its state ('27/11 14:30', green when confirmed): on the card it
 * is short with the whole sentence as tooltip and for screen readers; in the chat window it is
 * the sentence itself.
 */
export function AppointmentBadge({
  chatId,
  long = false,
}: {
  chatId: string;
  /** The chat window's header: the whole sentence in view. */
  long?: boolean;
}) {
  const appointment = useChatAppointment(chatId);
  if (!appointment) return null;
  const state = stateOf(appointment);
  const local = appointment.startsAt;
  const sentence = A.badge(formatWhen(local), stateLabel(state));
  const style = cn('tabular-nums', STATE_STYLE[state]);
  if (long)
    return (
      // Wraps in a phone's narrow header rather than run under the buttons beside it.
      <Badge variant="outline" className={cn('w-fit text-left whitespace-normal', style)}>
        <CalendarCheck aria-hidden="true" />
        {sentence}
      </Badge>
    );
  const short = `${local.slice(8, 10)}/${local.slice(5, 7)} ${local.slice(11, 16)}`;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Badge variant="outline" className={cn('relative z-10', style)}>
          <CalendarCheck aria-hidden="true" />
          <span aria-hidden="true">{short}</span>
          <span className="sr-only">{sentence}</span>
        </Badge>
      </TooltipTrigger>
      <TooltipContent>{sentence}</TooltipContent>
    </Tooltip>
  );
}
