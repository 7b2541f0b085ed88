import { describe, expect, it } from 'vitest';

import { createRandom } from './create-random.ts';
import { generateChats } from './generate-chats.ts';
import { generateHistory } from './generate-history.ts';

describe('generateHistory', () => {
  const now = Date.UTC(2026, 5, 1, 12);
  const random = createRandom('history-test');
  const chats = generateChats(random, 60, new Set());
  const history = generateHistory(random, chats, now);

  it('ends each chat at its last message time, in the past', () => {
    for (const chat of chats) {
      const messages = history.filter((m) => m.phone === chat.phone);
      expect(messages.length).toBeGreaterThan(0);
      expect(Math.max(...messages.map((m) => m.momment))).toBe(chat.lastMessageTime);
      expect(chat.lastMessageTime).toBeLessThan(now);
    }
  });

  it('counts as unread exactly the trailing messages from the patient', () => {
    for (const chat of chats.filter((c) => c.unread > 0)) {
      const messages = history.filter((m) => m.phone === chat.phone);
      const tail = messages.slice(-chat.unread);
      expect(tail.every((m) => !m.fromMe)).toBe(true);
      expect(messages.at(-chat.unread - 1)?.fromMe ?? true).toBe(true);
    }
  });

  it('writes pt-BR clinic conversations with one content per message', () => {
    expect(history.every((m) => (m.text === undefined) !== (m.audio === undefined))).toBe(true);
    const texts = history.map((m) => m.text ?? '').join(' ');
    expect(texts).toMatch(/consulta/i);
    expect(texts).toMatch(/exame|jejum|resultado/i);
    expect(texts).not.toMatch(/\{\w+\}/);
    expect(history.map((m) => m.momment)).toEqual(
      [...history.map((m) => m.momment)].sort((a, b) => a - b),
    );
  });
});
