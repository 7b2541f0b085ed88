import type { AudioMessage, TextMessage } from '@conecta/contract';
import { describe, expect, it } from 'vitest';

import { makeTextMessage } from '@/test/chat-fixture';

import { mergeEntries, withOutbox, type ChatEntry } from './chat-entries';
import { pendingText } from './outbox';

const text = (id: string, timestamp: string): TextMessage =>
  makeTextMessage({ id, messageId: `m-${id}`, content: id, timestamp });
const audio = (id: string, timestamp: string): AudioMessage => ({
  id,
  messageId: `m-${id}`,
  audioUrl: `/media/${id}`,
  seconds: 4,
  quoted: null,
  fromMe: true,
  timestamp,
  status: 'SENT',
  senderName: null,
  sentFromPhone: false,
  reactions: [],
});

describe('mergeEntries', () => {
  it('merges texts and audios sorted by timestamp ascending, each with its kind', () => {
    const entries = mergeEntries({
      messages: [text('t2', '2026-03-09T12:02:00.000Z'), text('t1', '2026-03-09T12:00:00.000Z')],
      audios: [audio('a1', '2026-03-09T12:01:00.000Z'), audio('a2', '2026-03-09T12:03:00.000Z')],
    });
    expect(entries.map((e) => [e.id, e.kind])).toEqual([
      ['t1', 'message'],
      ['a1', 'audio'],
      ['t2', 'message'],
      ['a2', 'audio'],
    ]);
  });

  it('keeps the server order for equal times and gives empty lists an empty list', () => {
    const at = '2026-03-09T12:00:00.000Z';
    const entries = mergeEntries({ messages: [text('x', at), text('y', at)], audios: [] });
    expect(entries.map((e) => e.id)).toEqual(['x', 'y']);
    expect(mergeEntries({ messages: [], audios: [] })).toEqual([]);
  });
});

describe('withOutbox', () => {
  const listed = mergeEntries({ messages: [text('t1', '2026-03-09T12:00:00.000Z')], audios: [] });

  it('adds the entries on their way at their place in time', () => {
    const pending = pendingText('Olá', new Date('2026-03-09T12:05:00.000Z'));
    expect(withOutbox(listed, [pending]).map((e) => e.id)).toEqual(['t1', pending.id]);
    expect(withOutbox(listed, [])).toBe(listed);
  });

  it('leaves out an outbox entry the server already lists, by id or provider id', () => {
    const sent: ChatEntry = { ...listed[0]!, id: 'other-id' };
    expect(withOutbox(listed, [sent])).toBe(listed);
    const sameId: ChatEntry = { ...listed[0]!, messageId: 'other' };
    expect(withOutbox(listed, [sameId])).toBe(listed);
  });
});
