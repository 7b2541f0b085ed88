import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { EMOJI_CATEGORIES } from '../emoji-catalog';
import { EmojiGrid } from './emoji-grid';

describe('EmojiGrid', () => {
  const smileys = EMOJI_CATEGORIES[0]!;

  it('lays a category out in 8 columns, one button per emoji', () => {
    render(<EmojiGrid category={smileys} onPick={vi.fn()} />);
    const grid = screen.getByRole('group', { name: 'Carinhas e pessoas' });
    expect(grid.style.gridTemplateColumns).toBe('repeat(8, minmax(0, 1fr))');
    expect(within(grid).getAllByRole('button')).toHaveLength(smileys.emojis.length);
  });

  it('is one tab stop; arrows move by one and by a row; a click inserts', () => {
    const onPick = vi.fn();
    render(<EmojiGrid category={smileys} onPick={onPick} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.filter((b) => b.tabIndex === 0)).toHaveLength(1);
    buttons[0]!.focus();
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(buttons[8]);
    fireEvent.keyDown(buttons[8]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[9]);
    fireEvent.click(buttons[9]!);
    expect(onPick).toHaveBeenCalledWith(smileys.emojis[9]);
  });
});
