import { describe, expect, it } from 'vitest';

import {
  canSend,
  INITIAL_OUTBOX,
  outboxReducer,
  pendingAudio,
  pendingFile,
  pendingText,
  type OutboxState,
} from './outbox';

const NOW = new Date('2026-03-09T12:00:00.000Z');

function started(draft = 'Olá, tudo bem?') {
  const typed = outboxReducer(INITIAL_OUTBOX, { type: 'draft', text: draft });
  const entry = pendingText(draft.trim(), NOW);
  return { entry, state: outboxReducer(typed, { type: 'start', entry }) };
}

describe('optimistic text send', () => {
  it("shows a temporary 'temp_' entry in SENDING at once and empties the field", () => {
    const { entry, state } = started();
    expect(entry.id).toBe(`temp_${NOW.getTime()}`);
    expect(state.outbox).toEqual([entry]);
    expect(entry).toMatchObject({ status: 'SENDING', fromMe: true, type: 'text' });
    expect(state.draft).toBe('');
    expect(state.sending).toBe(true);
  });

  it("on success takes the server's id, messageId and status", () => {
    const { entry, state } = started();
    const data = { id: 'srv-1', messageId: 'wa-1', status: 'RECEIVED' };
    const next = outboxReducer(state, { type: 'sent', tempId: entry.id, data });
    expect(next.outbox).toEqual([{ ...entry, ...data }]);
    expect(next.sending).toBe(false);
  });

  it('status defaults to SENT when the server gives none', () => {
    const { entry, state } = started();
    const data = { id: 'srv-1', messageId: 'wa-1', status: '' };
    const next = outboxReducer(state, { type: 'sent', tempId: entry.id, data });
    expect(next.outbox[0]?.status).toBe('SENT');
  });

  it('on failure removes the entry and puts the text back in the field', () => {
    const { entry, state } = started('Posso remarcar?');
    const next = outboxReducer(state, { type: 'failed', tempId: entry.id });
    expect(next).toEqual({ draft: 'Posso remarcar?', outbox: [], sending: false });
  });

  it('a voice send keeps what is typed, and its failure leaves the field alone', () => {
    const typed: OutboxState = { ...INITIAL_OUTBOX, draft: 'rascunho' };
    const entry = pendingAudio('data:audio/mpeg;base64,AAAA', 3, NOW);
    const sending = outboxReducer(typed, { type: 'start', entry });
    expect(sending.draft).toBe('rascunho');
    expect(sending.outbox[0]).toMatchObject({ kind: 'audio', status: 'SENDING', seconds: 3 });
    const failed = outboxReducer(sending, { type: 'failed', tempId: entry.id });
    expect(failed).toEqual({ draft: 'rascunho', outbox: [], sending: false });
  });

  it('drops sent entries once the server lists them, never one still SENDING', () => {
    const { entry, state } = started();
    const listed = new Set([entry.id]);
    expect(outboxReducer(state, { type: 'listed', ids: listed })).toBe(state);
    const data = { id: 'srv-1', messageId: 'wa-1', status: 'SENT' };
    const sent = outboxReducer(state, { type: 'sent', tempId: entry.id, data });
    expect(outboxReducer(sent, { type: 'listed', ids: new Set(['wa-1']) }).outbox).toEqual([]);
  });
});

describe('canSend', () => {
  it('ignores blank text and a send in progress', () => {
    expect(canSend({ sending: false }, 'Oi')).toBe(true);
    expect(canSend({ sending: false }, '   \n ')).toBe(false);
    expect(canSend({ sending: true }, 'Oi')).toBe(false);
  });
});

describe('a file on its way', () => {
  it('carries how much of it has reached the server, and only on its own entry', () => {
    const other = pendingText('Segue o preparo', NOW);
    const file = pendingFile(
      { kind: 'document', name: 'preparo.pdf', size: 1536, mime: 'application/pdf', url: null },
      '',
      new Date(NOW.getTime() + 1),
    );
    const state = [other, file].reduce(
      (s, entry) => outboxReducer(s, { type: 'start', entry }),
      INITIAL_OUTBOX,
    );
    const next = outboxReducer(state, { type: 'progress', tempId: file.id, percent: 42 });
    expect(next.outbox).toEqual([other, { ...file, uploadPercent: 42 }]);
    expect(next.sending).toBe(true);
  });
});
