import { MSG, type Chat } from '@conecta/contract';
import type { KeyboardEvent, ReactNode, Ref } from 'react';

import { Badge } from '@/components/ui/badge';
import {
  ChatAvatar,
  chatTitle,
  contactName,
  formatCardTime,
  formatFullDateTime,
  messagePreview,
  unreadBadge,
} from '@/features/chat-list';
import { NumberChip } from '@/features/clinic-numbers';
import { AssigneeBadge, PresenceNote, useIsTeam } from '@/features/team';
import { useChatDraft } from '@/lib/chat-drafts';
import { CUT_NAME } from '@/lib/cut-name';
import { readSession } from '@/lib/session-store';
import { cn } from '@/lib/utils';
import { useMinute } from '@/lib/use-minute';

import { MarkedExcerpt, useSearchHit } from '../search-hits';
import { CardBadges } from './card-badges';

type ChatCardProps = {
  chat: Chat;
  ref?: Ref<HTMLElement>;
  /** The drag handle, on the left. */
  handle?: ReactNode;
  /** The actions menu, on the right. */
  menu?: ReactNode;
  /** Opens the chat window; without it the card is not clickable. */
  onOpen?: () => void;
  /** The card left behind while its copy is dragged. */
  placeholder?: boolean;
  /** The copy that follows the pointer. */
  lifted?: boolean;
};

/**
 * With a mouse, the menu button takes the time's place while the card is hovered or focused (the
 * name keeps the width); on touch screens, which cannot hover, it has a column of its own.
 */
const MENU_SLOT =
  'relative z-10 -mr-1 flex flex-col [@media(hover:hover)]:absolute [@media(hover:hover)]:top-1.5 [@media(hover:hover)]:right-2 [@media(hover:hover)]:mr-0';
const SWAPPED_FOR_MENU =
  'group-hover:invisible [@media(hover:hover)]:group-focus-within:invisible [@media(hover:hover)]:group-has-data-[state=open]:invisible';

/**
 * A card is one stop of the Tab key (its 'Abrir conversa'); the drag handle and the menu button
 * are out of the Tab order (`data-card-stop`, tabindex -1) and an arrow away: ← the handle,
 * → the menu, and back. Eighty cards were 240 stops.
 */
const CARD_STOPS = ['handle', 'open', 'menu'] as const;

function moveWithinCard(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  // Only from the stops themselves: keys in the open menu (a portal) bubble here too.
  const from = event.target instanceof HTMLElement ? event.target : null;
  const stop = from?.dataset.cardStop as (typeof CARD_STOPS)[number] | undefined;
  if (!from || !stop) return;
  // A card picked up by keyboard moves between columns with the arrows (dnd-kit's).
  if (from.getAttribute('aria-pressed') === 'true') return;
  const next = CARD_STOPS[CARD_STOPS.indexOf(stop) + (event.key === 'ArrowRight' ? 1 : -1)];
  const to = next
    ? event.currentTarget.querySelector<HTMLElement>(`[data-card-stop="${next}"]`)
    : null;
  if (!to) return;
  event.preventDefault();
  to.focus();
}

/** One conversation on the board. */
export function ChatCard({ chat, ref, handle, menu, onOpen, placeholder, lifted }: ChatCardProps) {
  const title = chatTitle(chat);
  const time = formatCardTime(chat.lastMessageTime, useMinute());
  const unread = chat.unread > 0;
  const hasMessage = Boolean(chat.lastMessageContent?.trim());
  const team = useIsTeam();
  const draft = useChatDraft(readSession()?.userId ?? null, chat.chatId).trim();
  const found = useSearchHit(chat.chatId);

  return (
    <article
      ref={ref}
      onKeyDown={moveWithinCard}
      className={cn(
        'group relative flex gap-2 rounded-xl border bg-card p-2.5 pl-1 shadow-sm transition-[opacity,box-shadow]',
        unread && 'border-emerald-300 bg-emerald-50',
        onOpen && 'hover:shadow-md',
        placeholder && 'opacity-40',
        lifted && 'rotate-1 cursor-grabbing shadow-xl ring-2 ring-primary/50',
      )}
    >
      {onOpen ? (
        <button
          type="button"
          aria-label={MSG.board.openChat(title)}
          // The native tooltip reads the whole name where the card cuts it.
          title={title}
          data-card-stop="open"
          aria-keyshortcuts={menu || handle ? 'ArrowLeft ArrowRight' : undefined}
          onClick={onOpen}
          className="absolute inset-0 rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
      ) : null}
      <div className="relative z-10 flex">{handle}</div>
      <ChatAvatar
        name={contactName(chat)}
        title={title}
        thumbnail={chat.profileThumbnail}
        className="size-10 text-xs"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-baseline gap-2">
          <h3 className={cn('min-w-14 flex-1 text-sm font-semibold text-slate-900', CUT_NAME)}>
            {title}
          </h3>
          <NumberChip numberId={chat.numberId} />
          <AssigneeBadge assignee={chat.assignee} />
          {time ? (
            <time
              dateTime={chat.lastMessageTime ?? undefined}
              title={formatFullDateTime(chat.lastMessageTime)}
              className={cn(
                'shrink-0 text-xs tabular-nums',
                unread ? 'font-semibold text-emerald-700' : 'text-muted-foreground',
                menu && SWAPPED_FOR_MENU,
              )}
            >
              {time}
            </time>
          ) : null}
        </div>
        <div className="flex items-start gap-2">
          <p
            className={cn(
              'line-clamp-2 min-w-0 flex-1 text-xs leading-snug break-words',
              hasMessage || draft || found ? 'text-slate-600' : 'text-muted-foreground italic',
            )}
          >
            {found ? (
              // The message the search found, not the last one: the word is seen in place.
              <>
                <span className="sr-only">{MSG.board.searchFound} </span>
                {found.hit.isNote ? (
                  <strong className="font-semibold text-amber-800">
                    {MSG.notes.searchHitNote}:{' '}
                  </strong>
                ) : null}
                <MarkedExcerpt text={found.hit.excerpt} query={found.query} />
              </>
            ) : draft ? (
              <>
                <strong className="font-semibold text-emerald-800">{MSG.board.draft}:</strong>{' '}
                <span className="text-slate-700 not-italic">{draft}</span>
              </>
            ) : hasMessage || !unread ? (
              messagePreview(chat.lastMessageContent)
            ) : (
              MSG.chats.unreadOnPhone(chat.unread)
            )}
          </p>
          {unread ? (
            <Badge className="min-w-5 justify-center px-1.5">
              <span aria-hidden="true">{unreadBadge(chat.unread)}</span>
              <span className="sr-only">{MSG.chats.unread(chat.unread)}</span>
            </Badge>
          ) : null}
        </div>
        <CardBadges chat={chat} />
        {team ? <PresenceNote chatId={chat.chatId} /> : null}
      </div>
      {menu ? <div className={MENU_SLOT}>{menu}</div> : null}
    </article>
  );
}
