import { describe, expect, it } from 'vitest';

import type { BoardChatRow as ChatRow } from '../conversations/index.ts';
import { nextRoutineAt } from './chat-view.ts';

const at = new Date('2026-11-23T12:00:00Z');
const row = (over: Partial<ChatRow>): ChatRow =>
  ({
    isGroup: false,
    isNewsletter: false,
    column: 'inbox',
    lastMessageFromMe: true,
    lastMessageTime: at,
    routineLastSeq: 0,
    routineAnchorAt: null,
    ...over,
  }) as ChatRow;
// Routines began an hour before the clinic's message.
const since = new Date('2026-11-23T11:00:00Z');
const plan = [
  { sequenceNumber: 1, hoursDelay: 2 },
  { sequenceNumber: 4, hoursDelay: 0.5 },
];

describe('nextRoutineAt', () => {
  it('counts from the clinic’s last message, then from the last step sent', () => {
    expect(nextRoutineAt(row({}), plan, since)?.toISOString()).toBe('2026-11-23T14:00:00.000Z');
    const anchor = new Date('2026-11-23T15:00:00Z');
    expect(
      nextRoutineAt(
        row({ routineLastSeq: 1, routineAnchorAt: anchor }),
        plan,
        since,
      )?.toISOString(),
    ).toBe('2026-11-23T15:30:00.000Z');
    expect(nextRoutineAt(row({ routineLastSeq: 4, routineAnchorAt: anchor }), plan)).toBeNull();
  });

  it('is null for groups, newsletters, Tarefa, a patient’s last word, or no routines', () => {
    expect(nextRoutineAt(row({ isGroup: true }), plan)).toBeNull();
    expect(nextRoutineAt(row({ isNewsletter: true }), plan)).toBeNull();
    expect(nextRoutineAt(row({ column: 'task' }), plan)).toBeNull();
    expect(nextRoutineAt(row({ lastMessageFromMe: false }), plan)).toBeNull();
    expect(nextRoutineAt(row({}), [])).toBeNull();
  });
});

describe('nextRoutineAt and the routines that came later', () => {
  it('leaves alone a conversation whose clinic message is older than the routines', () => {
    const later = new Date('2026-11-23T13:00:00Z');
    expect(nextRoutineAt(row({}), plan, later)).toBeNull();
    expect(nextRoutineAt(row({}), plan, null)).toBeNull();
    // A run already under way goes on, and a reset by staff (a new anchor) starts one.
    const anchor = new Date('2026-11-23T15:00:00Z');
    expect(
      nextRoutineAt(row({ routineLastSeq: 1, routineAnchorAt: anchor }), plan, later),
    ).not.toBeNull();
    expect(nextRoutineAt(row({ routineAnchorAt: anchor }), plan, later)).not.toBeNull();
  });
});

describe('nextRoutineAt and a step held back', () => {
  it('is the held time while the step waits for it, even with the hours switched off', () => {
    // Held for an opening the next morning; the hours are off (null), so it was due at 14:00.
    const heldUntil = new Date('2026-11-24T11:07:00Z');
    expect(nextRoutineAt(row({ routineRetryAt: heldUntil }), plan, since)).toEqual(heldUntil);
    // A hold that ends before the step is due does not move it.
    const heldBeforeDue = new Date('2026-11-23T13:00:00Z');
    expect(nextRoutineAt(row({ routineRetryAt: heldBeforeDue }), plan, since)?.toISOString()).toBe(
      '2026-11-23T14:00:00.000Z',
    );
  });
});
