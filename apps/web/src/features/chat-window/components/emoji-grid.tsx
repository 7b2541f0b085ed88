import { useRef, useState, type KeyboardEvent } from 'react';

import { EMOJI_GRID_COLUMNS } from '../chat-constants';
import type { EmojiCategory } from '../emoji-catalog';

const STEP: Record<string, number> = {
  ArrowRight: 1,
  ArrowLeft: -1,
  ArrowDown: EMOJI_GRID_COLUMNS,
  ArrowUp: -EMOJI_GRID_COLUMNS,
};

type EmojiGridProps = { category: EmojiCategory; onPick: (emoji: string) => void };

/**
 * One category's emoji in a grid of 8 columns. It is a single tab stop: the arrow keys move
 * between emoji, Home and End go to the first and last, Enter or Space inserts.
 */
export function EmojiGrid({ category, onPick }: EmojiGridProps) {
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const last = category.emojis.length - 1;

  const onKeyDown = (event: KeyboardEvent) => {
    const step = STEP[event.key];
    let next: number | null = null;
    if (step !== undefined) next = Math.min(last, Math.max(0, active + step));
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = last;
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  };

  return (
    <div
      role="group"
      aria-label={category.label}
      onKeyDown={onKeyDown}
      className="grid gap-0.5"
      style={{ gridTemplateColumns: `repeat(${EMOJI_GRID_COLUMNS}, minmax(0, 1fr))` }}
    >
      {category.emojis.map((emoji, i) => (
        <button
          key={emoji}
          ref={(node) => {
            buttons.current[i] = node;
          }}
          type="button"
          tabIndex={i === active ? 0 : -1}
          onFocus={() => setActive(i)}
          onClick={() => onPick(emoji)}
          className="flex aspect-square items-center justify-center rounded-md text-xl leading-none outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
        >
          {emoji}
        </button>
      ))}
    </div>
  );
}
