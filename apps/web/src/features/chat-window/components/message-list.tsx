import { MSG } from '@conecta/contract';
import { ChevronUp, Loader2, MessageCircle } from 'lucide-react';
import { Fragment, memo } from 'react';

import { SectionLoader } from '@/components/section-loader';
import { Button } from '@/components/ui/button';
import { formatDayLabel, localDayKey } from '@/features/chat-list';
import { useMinute } from '@/lib/use-minute';

import type { ChatEntry } from '../chat-entries';
import type { EditActions } from '../hooks/use-edit-message';
import { LOAD_OLDER_PX, useKeepScrollOnPrepend } from '../hooks/use-keep-scroll-on-prepend';
import { useStickToBottom } from '../hooks/use-stick-to-bottom';
import { MessageRow } from './message-row';

type MessageListProps = {
  entries: ChatEntry[];
  loading: boolean;
  /** The chat goes further back than what is loaded. */
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => Promise<void>;
  editingId: string | null;
  editPending: boolean;
  editActions: EditActions;
  /** 'Responder': the message is quoted above the field. */
  onReply?: (entry: ChatEntry) => void;
};

/**
 * The scrolling conversation: a spinner while it loads, 'Nenhuma mensagem ainda' when empty,
 * otherwise the messages oldest first, kept at the bottom as new ones arrive. A long chat opens
 * on its newest page: scrolling near the top (or the button there) loads the page before, and
 * the reader stays on the message they were reading.
 */
export const MessageList = memo(function MessageList({
  entries,
  loading,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  editingId,
  editPending,
  editActions,
  onReply,
}: MessageListProps) {
  const W = MSG.chatWindow;
  const now = useMinute();
  const last = entries.at(-1);
  const { scrollRef, contentRef, onScroll } = useStickToBottom(last?.id, last?.fromMe ?? false);
  const keepScroll = useKeepScrollOnPrepend(scrollRef, entries[0]?.id);
  const loadOlder = () => {
    keepScroll();
    void onLoadOlder();
  };
  const onListScroll = () => {
    onScroll();
    const el = scrollRef.current;
    if (el && hasOlder && !loadingOlder && el.scrollTop < LOAD_OLDER_PX) loadOlder();
  };

  return (
    <div
      ref={scrollRef}
      onScroll={onListScroll}
      role="region"
      aria-label={W.messagesLabel}
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-slate-50 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
    >
      <div ref={contentRef} className="flex min-h-full flex-col px-3 py-4 sm:px-5">
        {loading ? <SectionLoader label={W.loading} className="min-h-0 flex-1" /> : null}
        {!loading && entries.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-2 text-center text-muted-foreground">
            <MessageCircle aria-hidden="true" className="size-8 text-emerald-600/70" />
            <p className="text-sm font-medium">{W.empty}</p>
            <p className="max-w-xs text-xs">{W.emptyHint}</p>
          </div>
        ) : null}
        {!loading && entries.length > 0 ? (
          <>
            {hasOlder ? (
              <div className="mt-auto flex justify-center pb-2">
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="text-xs text-muted-foreground"
                  disabled={loadingOlder}
                  onClick={loadOlder}
                >
                  {loadingOlder ? (
                    <Loader2 aria-hidden="true" className="size-3.5 animate-spin" />
                  ) : (
                    <ChevronUp aria-hidden="true" className="size-3.5" />
                  )}
                  {loadingOlder ? W.loadingOlder : W.loadOlder}
                </Button>
              </div>
            ) : (
              /* The provider hands over no history: the list starts at the link, say so. */
              <p className="mt-auto pb-2 text-center text-xs text-muted-foreground">
                {W.historyNote}
              </p>
            )}
            <ol className="flex flex-col gap-1.5">
              {entries.map((entry, i) => (
                <Fragment key={entry.id}>
                  {i === 0 ||
                  localDayKey(entries[i - 1]!.timestamp) !== localDayKey(entry.timestamp) ? (
                    <li className="sticky top-0 z-10 flex justify-center py-1">
                      <span className="rounded-full bg-white/90 px-3 py-0.5 text-xs font-medium text-slate-600 shadow-sm">
                        {formatDayLabel(entry.timestamp, now)}
                      </span>
                    </li>
                  ) : null}
                  <MessageRow
                    entry={entry}
                    editing={entry.id === editingId}
                    editPending={editPending && entry.id === editingId}
                    actions={editActions}
                    onReply={onReply}
                  />
                </Fragment>
              ))}
            </ol>
          </>
        ) : null}
      </div>
    </div>
  );
});
