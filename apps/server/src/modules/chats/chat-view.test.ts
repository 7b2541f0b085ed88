import { describe, expect, it } from 'vitest';

import type { ChatRow } from './chats-repo.ts';
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
const plan = [
  { sequenceNumber: 1, hoursDelay: 2 },
  { sequenceNumber: 4, hoursDelay: 0.5 },
];

describe('nextRoutineAt', () => {
  it('counts from the clinic’s last message, then from the last step sent', () => {
    expect(nextRoutineAt(row({}), plan)?.toISOString()).toBe('2026-11-23T14:00:00.000Z');
    const anchor = new Date('2026-11-23T15:00:00Z');
    expect(
      nextRoutineAt(row({ routineLastSeq: 1, routineAnchorAt: anchor }), plan)?.toISOString(),
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
