import { MSG, type Chat } from '@conecta/contract';
import { Users } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { TagBadge } from '@/features/chats';

/** At most this many tag badges on a card; the rest show as '+N' (spec §9). */
export const MAX_CARD_TAGS = 3;

/** The 'Grupo' badge and up to three tag badges plus '+N'; nothing when there is neither. */
export function CardBadges({ chat }: { chat: Pick<Chat, 'isGroup' | 'tags'> }) {
  const B = MSG.board;
  const shown = chat.tags.slice(0, MAX_CARD_TAGS);
  const rest = chat.tags.slice(MAX_CARD_TAGS);
  if (!chat.isGroup && shown.length === 0) return null;
  return (
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
            <span className="sr-only">{B.moreTagsLabel(rest.map((t) => t.name).join(', '))}</span>
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}
