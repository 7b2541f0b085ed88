import { describe, expect, it } from 'vitest';

import { insertAtCaret } from './insert-at-caret';

describe('insertAtCaret', () => {
  it('inserts at the caret and puts the caret after it', () => {
    expect(insertAtCaret('Bom dia', 3, 3, '😀')).toEqual({ value: 'Bom😀 dia', caret: 5 });
  });

  it('replaces a selection', () => {
    expect(insertAtCaret('Bom dia', 4, 7, '🙂')).toEqual({ value: 'Bom 🙂', caret: 6 });
  });

  it('appends when the caret is unknown', () => {
    expect(insertAtCaret('Oi', null, null, '!')).toEqual({ value: 'Oi!', caret: 3 });
  });
});
