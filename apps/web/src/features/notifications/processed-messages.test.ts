import { describe, expect, it } from 'vitest';

import { messageKey, ProcessedMessages } from './processed-messages';

describe('ProcessedMessages', () => {
  it('says a message is new only the first time', () => {
    const processed = new ProcessedMessages();
    expect(processed.markNew('m1')).toBe(true);
    expect(processed.markNew('m1')).toBe(false);
    expect(processed.markNew('m2')).toBe(true);
    expect(processed.size).toBe(2);
  });

  it('keeps the newest 50 once above 100, and leaves 100 or fewer alone', () => {
    const processed = new ProcessedMessages();
    for (let i = 1; i <= 100; i += 1) processed.markNew(`m${i}`);
    expect(processed.trim()).toBe(false);
    expect(processed.size).toBe(100);

    processed.markNew('m101');
    expect(processed.trim()).toBe(true);
    expect(processed.size).toBe(50);
    expect(processed.has('m51')).toBe(false);
    expect(processed.has('m52')).toBe(true);
    expect(processed.has('m101')).toBe(true);
    // A message trimmed away counts as new again; one kept does not.
    expect(processed.markNew('m101')).toBe(false);
    expect(processed.markNew('m1')).toBe(true);
  });

  it('names a message by its id, or by chat and time without one', () => {
    expect(messageKey({ chatId: 'c1', messageId: 'abc' })).toBe('abc');
    expect(messageKey({ chatId: 'c1', messageId: null, lastMessageTime: '2026-01-01' })).toBe(
      'c1@2026-01-01',
    );
  });
});
