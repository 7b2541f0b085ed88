import { MSG, type Chat } from '@conecta/contract';
import { Users } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { AppointmentBadge, useChatAppointment } from '@/features/appointments';
import { TagBadge } from '@/features/chat-list';

import { RoutineBadges } from './routine-badges';
import { TaskBadge } from './task-badge';

/** At most this many tag badges on a card; the rest show as '+N'. */
export const MAX_CARD_TAGS = 3;

type CardBadgesProps = {
  chat: Pick<
    Chat,
    | 'chatId'
    | 'isGroup'
    | 'tags'
    | 'nextRoutineAt'
    | 'routineError'
    | 'nextTaskAt'
    | 'automationOff'
  >;
};

/**
 * The 'Grupo' badge, up to three tag badges plus '+N', then the next scheduled message's time,
 * the next appointment, the follow-up routine's clock and warning; nothing when there is none.
 */
export function CardBadges({ chat }: CardBadgesProps) {
  const B = MSG.board;
  const appointment = useChatAppointment(chat.chatId);
  const shown = chat.tags.slice(0, MAX_CARD_TAGS);
  const rest = chat.tags.slice(MAX_CARD_TAGS);
  const hasList = chat.isGroup || shown.length > 0;
  if (
    !hasList &&
    !chat.nextRoutineAt &&
    !chat.routineError?.trim() &&
    !chat.nextTaskAt &&
    !chat.automationOff &&
    !appointment
  )
    return null;
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-1">
      {hasList ? (
        <ul aria-label={MSG.chats.tagsLabel} className="flex min-w-0 flex-wrap gap-1">
          {chat.isGroup ? (
            <li>
              <Badge variant="secondary">
                <Users aria-hidden="true" />
                {MSG.chats.group}
              </Badge>
            </li>
          ) : null}
          {shown.map((tag) => (
            <li key={tag.id} className="min-w-0">
              <TagBadge tag={tag} className="max-w-28" />
            </li>
          ))}
          {rest.length > 0 ? (
            <li>
              <Badge variant="muted" title={rest.map((t) => t.name).join(', ')}>
                <span aria-hidden="true">{B.moreTags(rest.length)}</span>
                <span className="sr-only">
                  {B.moreTagsLabel(rest.map((t) => t.name).join(', '))}
                </span>
              </Badge>
            </li>
          ) : null}
        </ul>
      ) : null}
      <TaskBadge chat={chat} />
      <AppointmentBadge chatId={chat.chatId} />
      <RoutineBadges chat={chat} />
    </div>
  );
}
