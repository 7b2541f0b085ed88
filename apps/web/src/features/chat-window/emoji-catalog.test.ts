import { describe, expect, it } from 'vitest';

import { EMOJI_GRID_COLUMNS } from './chat-constants';
import { EMOJI_CATEGORIES } from './emoji-catalog';

describe('emoji catalogue', () => {
  it('has the six categories of the specification, in order', () => {
    expect(EMOJI_CATEGORIES.map((c) => c.label)).toEqual([
      'Carinhas e pessoas',
      'Gestos',
      'Corações',
      'Natureza',
      'Comida',
      'Objetos',
    ]);
  });

  it('gives each category about 40 distinct emoji', () => {
    for (const category of EMOJI_CATEGORIES) {
      expect(category.emojis.length).toBeGreaterThanOrEqual(36);
      expect(category.emojis.length).toBeLessThanOrEqual(48);
      expect(new Set(category.emojis).size).toBe(category.emojis.length);
      expect(category.emojis.every((e) => e.trim() === e && e.length > 0)).toBe(true);
    }
  });

  it('lays the grid out in 8 columns', () => {
    expect(EMOJI_GRID_COLUMNS).toBe(8);
  });
});
