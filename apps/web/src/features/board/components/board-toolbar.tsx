import { MSG, type ChatTag } from '@conecta/contract';
import { AtSign, Download, Keyboard, MailOpen, UserRound } from 'lucide-react';
import type { RefObject } from 'react';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

import { NumberFilter } from '@/features/clinic-numbers';

import { SearchBox } from './search-box';
import { TagFilterChips } from './tag-filter-chips';

const TOGGLE =
  'inline-flex h-9 shrink-0 max-sm:h-11 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';
const TOGGLE_ON = 'border-primary bg-primary text-primary-foreground';
const TOGGLE_OFF = 'border-input bg-card text-slate-700 hover:bg-accent';

type BoardToolbarProps = {
  query: string;
  onQueryChange: (query: string) => void;
  tags: ChatTag[];
  tagId: string | null;
  onTagChange: (tagId: string | null) => void;
  /** The number filter (issue 48), shown when the clinic has more than one number. */
  number?: { id: string | null; onChange: (numberId: string | null) => void };
  /** 'Minhas conversas', in a team; null hides it. */
  mine?: { on: boolean; toggle: () => void } | null;
  /** 'Não lidas': only the chats with unread messages. */
  unread: { on: boolean; toggle: () => void };
  /** 'Menções': only the chats whose notes mention me, unseen; in a team only (null hides it). */
  mentions?: { on: boolean; count: number; toggle: () => void } | null;
  onExport: () => void;
  /** The search field, for the '/' shortcut. */
  searchRef?: RefObject<HTMLInputElement | null>;
  /** Opens the list of keyboard shortcuts ('?'). */
  onShortcuts?: () => void;
};

/** Search, tag chips and 'Exportar' above the board; wraps onto more lines on narrow screens. */
export function BoardToolbar({
  query,
  onQueryChange,
  tags,
  tagId,
  onTagChange,
  number,
  mine = null,
  unread,
  mentions = null,
  onExport,
  searchRef,
  onShortcuts,
}: BoardToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SearchBox value={query} onChange={onQueryChange} inputRef={searchRef} />
      {number ? <NumberFilter value={number.id} onChange={number.onChange} /> : null}
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-4 gap-y-2">
        {/* Two groups, each named on screen: 'Todas' belongs to the tags, not to 'Minhas conversas'. */}
        <div
          role="group"
          aria-labelledby="board-show-group"
          className="flex flex-wrap items-center gap-2"
        >
          <span id="board-show-group" className="text-xs font-medium text-slate-600">
            {MSG.board.showGroupLabel}
          </span>
          <button
            type="button"
            aria-pressed={unread.on}
            onClick={unread.toggle}
            className={cn(TOGGLE, unread.on ? TOGGLE_ON : TOGGLE_OFF)}
          >
            <MailOpen aria-hidden="true" className="size-4" />
            {MSG.board.unreadOnly}
          </button>
          {mine ? (
            <button
              type="button"
              aria-pressed={mine.on}
              onClick={mine.toggle}
              className={cn(TOGGLE, mine.on ? TOGGLE_ON : TOGGLE_OFF)}
            >
              <UserRound aria-hidden="true" className="size-4" />
              {MSG.assign.mine}
            </button>
          ) : null}
          {mentions ? (
            <button
              type="button"
              aria-pressed={mentions.on}
              onClick={mentions.toggle}
              className={cn(
                TOGGLE,
                mentions.on
                  ? 'border-amber-500 bg-amber-500 text-amber-950'
                  : mentions.count > 0
                    ? 'border-amber-400 bg-amber-50 text-amber-900 hover:bg-amber-100'
                    : TOGGLE_OFF,
              )}
            >
              <AtSign aria-hidden="true" className="size-4" />
              {mentions.count > 0
                ? MSG.notes.mentionsFilterCount(mentions.count)
                : MSG.notes.mentionsFilter}
            </button>
          ) : null}
        </div>
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <span aria-hidden="true" className="text-xs font-medium text-slate-600">
            {MSG.board.tagGroupLabel}
          </span>
          <TagFilterChips tags={tags} value={tagId} onChange={onTagChange} />
        </div>
      </div>
      {onShortcuts ? (
        <Button
          variant="ghost"
          size="icon"
          onClick={onShortcuts}
          aria-label={MSG.board.shortcuts.open}
          title={`${MSG.board.shortcuts.open} (?)`}
          className="hidden size-9 md:inline-flex"
        >
          <Keyboard aria-hidden="true" />
        </Button>
      ) : null}
      <Button variant="outline" size="sm" onClick={onExport} className="h-9 max-sm:h-11">
        <Download aria-hidden="true" />
        {MSG.board.export}
      </Button>
    </div>
  );
}
