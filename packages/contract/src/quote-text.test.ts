import { describe, expect, it } from 'vitest';

import { QUOTE_TEXT_MAX, quoteText } from './quote-text.ts';

describe('quoteText', () => {
  it('puts a message on one line', () => {
    expect(quoteText('  Bom dia,\n\ntudo   bem? ')).toBe('Bom dia, tudo bem?');
  });

  it('keeps a text of the longest length whole and cuts a longer one with an ellipsis', () => {
    const whole = 'a'.repeat(QUOTE_TEXT_MAX);
    expect(quoteText(whole)).toBe(whole);
    const cut = quoteText(`${whole}b`);
    expect(cut).toHaveLength(QUOTE_TEXT_MAX);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('reads a message without text as empty', () => {
    expect(quoteText(null)).toBe('');
  });
});
