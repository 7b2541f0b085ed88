import { MSG } from '@conecta/contract';
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';

import { cn } from '@/lib/utils';

import {
  insertMention,
  matchMembers,
  mentionAt,
  type Mentionable,
  type MentionQuery,
} from '../mention-query';

type MentionFieldProps = {
  value: string;
  onChange: (text: string) => void;
  /** The team (the writer left out): who '@' lists. */
  members: readonly Mentionable[];
  /** A member picked from the list: the caller keeps them as mentioned. */
  onPick: (member: Mentionable) => void;
  /** Enter with the list closed (Shift+Enter is a new line). */
  onSubmit: () => void;
  label: string;
  placeholder?: string;
  disabled?: boolean;
  textareaRef?: RefObject<HTMLTextAreaElement | null>;
  className?: string;
  /** Escape with the list closed (an edit cancels). */
  onEscape?: () => void;
};

/**
 * A note's text field with '@' mentions: typing '@' opens the team's list under the caret's word
 * (a combobox and its listbox: arrows move, Enter or Tab picks, Escape closes), and the picked
 * name is written into the text.
 */
export function MentionField({
  value,
  onChange,
  members,
  onPick,
  onSubmit,
  label,
  placeholder,
  disabled = false,
  textareaRef,
  className,
  onEscape,
}: MentionFieldProps) {
  const listId = useId();
  const ownRef = useRef<HTMLTextAreaElement>(null);
  const fieldRef = textareaRef ?? ownRef;
  const [mention, setMention] = useState<MentionQuery | null>(null);
  const [active, setActive] = useState(0);
  const options = mention ? matchMembers(members, mention.query) : [];
  const open = mention !== null && members.length > 0;
  const activeIndex = Math.min(active, Math.max(options.length - 1, 0));
  // Where the caret goes once a picked name is in the field. Set in the same commit as the new
  // text (a layout effect), not a frame later: a key typed in between would land after the caret
  // moved back, and 'já' would come out as 'á…j'.
  const pendingCaret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    const field = fieldRef.current;
    if (caret === null || !field) return;
    pendingCaret.current = null;
    field.focus();
    field.setSelectionRange(caret, caret);
  });

  const follow = (text: string, caret: number) => {
    const found = mentionAt(text, caret);
    // A name already picked and the words after it ('@Bruno Lima já…') are text, not a search:
    // once the query has a space and names no one, the list stays closed.
    const next =
      found && /\s/.test(found.query) && matchMembers(members, found.query).length === 0
        ? null
        : found;
    setMention(next);
    if (next?.query !== mention?.query) setActive(0);
  };

  const pick = (member: Mentionable, field: HTMLTextAreaElement) => {
    if (!mention) return;
    const caret = field.selectionStart ?? value.length;
    const done = insertMention(value, caret, mention, member);
    pendingCaret.current = done.caret;
    onChange(done.text);
    onPick(member);
    setMention(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open && options.length > 0) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((activeIndex + step + options.length) % options.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        pick(options[activeIndex]!, event.currentTarget);
        return;
      }
    }
    if (event.key === 'Escape') {
      if (open) {
        // The list closes; the chat window stays open.
        event.preventDefault();
        event.stopPropagation();
        setMention(null);
      } else if (onEscape) {
        event.preventDefault();
        event.stopPropagation();
        onEscape();
      }
      return;
    }
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSubmit();
    }
  };

  const optionId = (i: number) => `${listId}-${i}`;
  return (
    <div className={cn('relative min-w-0 flex-1', className)}>
      <textarea
        ref={fieldRef}
        value={value}
        rows={1}
        disabled={disabled}
        aria-label={label}
        placeholder={placeholder}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open && options.length > 0 ? optionId(activeIndex) : undefined}
        onChange={(event) => {
          onChange(event.target.value);
          follow(event.target.value, event.target.selectionStart ?? event.target.value.length);
        }}
        onKeyDown={onKeyDown}
        onClick={(event) =>
          follow(event.currentTarget.value, event.currentTarget.selectionStart ?? 0)
        }
        onBlur={() => setMention(null)}
        className="field-sizing-content max-h-32 min-h-11 w-full resize-none rounded-xl border border-amber-300 bg-white px-3 py-2.5 text-sm text-slate-900 outline-none placeholder:text-slate-500 focus-visible:border-amber-500 focus-visible:ring-2 focus-visible:ring-amber-400/60 disabled:opacity-60"
      />
      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={MSG.notes.mentionListLabel}
          className="absolute bottom-full left-0 z-20 mb-1 max-h-48 w-64 max-w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-lg"
        >
          {options.length === 0 ? (
            <li role="presentation" className="px-3 py-2 text-slate-500">
              {MSG.notes.mentionNone}
            </li>
          ) : (
            options.map((member, i) => (
              <li
                key={member.userId}
                id={optionId(i)}
                role="option"
                aria-selected={i === activeIndex}
                // mousedown, not click: the field keeps its focus and caret.
                onMouseDown={(event) => {
                  event.preventDefault();
                  const field = fieldRef.current;
                  if (field) pick(member, field);
                }}
                className={cn(
                  'cursor-pointer px-3 py-2',
                  i === activeIndex ? 'bg-amber-100 text-amber-950' : 'text-slate-800',
                )}
              >
                @{member.name}
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
