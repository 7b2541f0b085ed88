import { MSG, type Note, type NoteRequest } from '@conecta/contract';
import { ChevronUp, Loader2, MessageCircle } from 'lucide-react';
import { memo, useEffect, useRef } from 'react';

import { SectionLoader } from '@/components/section-loader';
import { Button } from '@/components/ui/button';
import { formatDayLabel, localDayKey } from '@/features/chat-list';
import { useSessionClinic } from '@/features/session';
import { useMinute } from '@/lib/use-minute';

import type { ChatEntry } from '../chat-entries';
import type { EditActions } from '../hooks/use-edit-message';
import { LOAD_OLDER_PX, useKeepScrollOnPrepend } from '../hooks/use-keep-scroll-on-prepend';
import { useStickToBottom } from '../hooks/use-stick-to-bottom';
import type { Mentionable } from '../mention-query';
import { MessageRow } from './message-row';
import { NoteRow } from './note-row';

/** What the list needs of the chat's internal notes: them, the team to mention, the actions. */
export type TimelineNotes = {
  notes: readonly Note[];
  members: readonly Mentionable[];
  onUpdate: (id: string, body: NoteRequest) => Promise<unknown>;
  onDelete: (id: string) => Promise<unknown>;
  pending: boolean;
};

type TimelineRow =
  | { kind: 'entry'; entry: ChatEntry; timestamp: string }
  | { kind: 'note'; note: Note; timestamp: string };

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
  /** The message to show and mark (the board's search hit), once it is in `entries`. */
  foundId?: string | null;
  /** The team's internal notes, shown among the messages by time. */
  notes?: TimelineNotes | undefined;
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
  foundId = null,
  notes,
}: MessageListProps) {
  const W = MSG.chatWindow;
  // A Cloud API number has no phone behind it: the Z-API 'ficam no celular' would be untrue.
  const start = useSessionClinic()?.provider === 'cloud-api' ? MSG.cloudApi : W;
  const now = useMinute();
  const rows = timeline(entries, notes?.notes ?? [], hasOlder);
  // The newest row, a note included: one's own note keeps the list at its end, as a message does.
  const last = rows.at(-1);
  const { scrollRef, contentRef, onScroll } = useStickToBottom(
    last?.kind === 'note' ? last.note.id : last?.entry.id,
    last?.kind === 'note' ? last.note.canEdit : (last?.entry.fromMe ?? false),
  );
  const keepScroll = useKeepScrollOnPrepend(scrollRef, entries[0]?.id);
  // Opened at a search hit: that message in the middle of the view, not the chat's end, once
  // (later messages arriving do not pull the reader back to it). onScroll tells the
  // stick-to-bottom hook the reader is no longer at the end.
  const shownFound = useRef<string | null>(null);
  useEffect(() => {
    if (!foundId || shownFound.current === foundId) return;
    const row = [...(contentRef.current?.querySelectorAll('[data-entry-id]') ?? [])].find(
      (el) => el.getAttribute('data-entry-id') === foundId,
    );
    if (!row) return;
    shownFound.current = foundId;
    row.scrollIntoView?.({ block: 'center' });
    onScroll();
  }, [foundId, contentRef, onScroll]);
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
        {!loading && rows.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-2 text-center text-muted-foreground">
            <MessageCircle aria-hidden="true" className="size-8 text-emerald-600/70" />
            <p className="text-sm font-medium">{W.empty}</p>
            <p className="max-w-xs text-xs">{start.emptyHint}</p>
          </div>
        ) : null}
        {!loading && rows.length > 0 ? (
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
                {start.historyNote}
              </p>
            )}
            <div className="flex flex-col gap-1.5">
              {byDay(rows).map((day) => (
                // Each day in a box of its own: its sticky label stays inside it, so the next
                // day's label pushes it away instead of stacking on it over the messages.
                <div key={day.key} className="flex flex-col gap-1.5">
                  <p
                    data-day-label
                    className="pointer-events-none sticky top-0 z-10 flex justify-center py-1"
                  >
                    <span className="pointer-events-auto rounded-full border border-slate-200 bg-white px-3 py-0.5 text-xs font-medium text-slate-600 shadow-sm">
                      {formatDayLabel(day.entries[0]!.timestamp, now)}
                    </span>
                  </p>
                  <ol className="flex flex-col gap-1.5">
                    {day.entries.map((row) =>
                      row.kind === 'note' ? (
                        <NoteRow
                          key={row.note.id}
                          note={row.note}
                          members={notes!.members}
                          found={row.note.id === foundId}
                          onUpdate={notes!.onUpdate}
                          onDelete={notes!.onDelete}
                          pending={notes!.pending}
                        />
                      ) : (
                        <MessageRow
                          key={row.entry.id}
                          entry={row.entry}
                          editing={row.entry.id === editingId}
                          editPending={editPending && row.entry.id === editingId}
                          actions={editActions}
                          onReply={onReply}
                          found={row.entry.id === foundId}
                        />
                      ),
                    )}
                  </ol>
                </div>
              ))}
            </div>
          </>
        ) : null}
      </div>
    </div>
  );
});

/**
 * Messages and notes by time. While older pages of messages are not loaded, a note older than
 * the first loaded message waits with them (shown among its own messages once they are).
 */
function timeline(entries: ChatEntry[], notes: readonly Note[], hasOlder: boolean): TimelineRow[] {
  const rows: TimelineRow[] = entries.map((entry) => ({
    kind: 'entry',
    entry,
    timestamp: entry.timestamp,
  }));
  if (notes.length === 0) return rows;
  const first = entries[0] ? Date.parse(entries[0].timestamp) : Number.NEGATIVE_INFINITY;
  const shown = notes.filter((n) => !hasOlder || Date.parse(n.createdAt) >= first);
  const all: TimelineRow[] = [
    ...rows,
    ...shown.map((note): TimelineRow => ({ kind: 'note', note, timestamp: note.createdAt })),
  ];
  // Stable: a note written in the same millisecond as a message comes after it.
  return all.sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
}

/** The rows in runs of one local day each, oldest first, as they come. */
function byDay(entries: TimelineRow[]): Array<{ key: string; entries: TimelineRow[] }> {
  const days: Array<{ key: string; entries: TimelineRow[] }> = [];
  for (const entry of entries) {
    const key = localDayKey(entry.timestamp);
    const current = days.at(-1);
    if (current?.key === key) current.entries.push(entry);
    else days.push({ key, entries: [entry] });
  }
  return days;
}
