import { MSG } from '@conecta/contract';
import { Smile } from 'lucide-react';
import { useState } from 'react';

import { cn } from '@/lib/utils';

import { EMOJI_CATEGORIES, type EmojiCategoryId } from '../emoji-catalog';
import { ComposerPopover } from './composer-popover';
import { EmojiGrid } from './emoji-grid';

type EmojiPickerProps = {
  onPick: (emoji: string) => void;
  disabled?: boolean;
  /** Where focus goes when the panel closes (the message field). */
  onClosed: () => void;
};

/** The emoji panel: six categories, one shown at a time in a grid of 8; it stays open to add more. */
export function EmojiPicker({ onPick, disabled, onClosed }: EmojiPickerProps) {
  const W = MSG.chatWindow;
  const [open, setOpen] = useState(false);
  const [categoryId, setCategoryId] = useState<EmojiCategoryId>('smileys');
  const category = EMOJI_CATEGORIES.find((c) => c.id === categoryId) ?? EMOJI_CATEGORIES[0]!;

  return (
    <ComposerPopover
      label={W.emoji}
      icon={<Smile aria-hidden="true" />}
      open={open}
      onOpenChange={setOpen}
      disabled={disabled}
      onClosed={onClosed}
      contentProps={{ 'aria-label': W.emoji, className: 'grid w-80 gap-2 p-2' }}
    >
      <div className="grid grid-cols-6 gap-1 border-b pb-2">
        {EMOJI_CATEGORIES.map((c) => (
          <button
            key={c.id}
            type="button"
            aria-label={c.label}
            aria-pressed={c.id === categoryId}
            title={c.label}
            onClick={() => setCategoryId(c.id)}
            className={cn(
              'flex h-9 items-center justify-center rounded-md text-lg outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
              c.id === categoryId && 'bg-secondary ring-1 ring-emerald-300',
            )}
          >
            {c.emojis[0]}
          </button>
        ))}
      </div>
      <p className="px-1 text-xs font-semibold text-muted-foreground">{category.label}</p>
      <div className="max-h-56 overflow-y-auto">
        <EmojiGrid key={category.id} category={category} onPick={onPick} />
      </div>
    </ComposerPopover>
  );
}
